# @M.m is another spelling of M.@m (Julia's parser reads both as the macro m of M).
module M
    macro twice(ex)
        quote
            $(esc(ex))
            $(esc(ex))
        end
    end
    module Inner
        macro hello()
            :(println("hello"))
        end
    end
end
@M.twice println("a")
M.@twice println("b")
@M.Inner.hello
@M.twice(print("c"))
println()
@Base.kwdef struct Opts
    n::Int = 2
end
println(Opts())
#= expect
a
a
b
b
hello
cc
Opts(2)
=#
