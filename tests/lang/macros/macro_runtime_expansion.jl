# Run-time expansion: hygiene across modules (a template's globals are its module's),
# macroexpand of an Expr built at run time, eval of a macro call, var"..." names,
# a macro whose result calls another macro, @macroexpand1, gensym.
module Lib
secret() = "from Lib"
macro call_secret()
    :(secret())
end
macro local_tmp(ex)
    quote
        tmp = $(esc(ex))
        tmp * 2
    end
end
end
secret() = "from Main"
println(Lib.@call_secret())
tmp = 5
println(Lib.@local_tmp tmp + 1)
println(tmp)

macro m(x)
    :($(esc(x)) + 1)
end
ex = Expr(:macrocall, Symbol("@m"), LineNumberNode(1, :none), 5)
println(macroexpand(Main, ex))
println(eval(ex))
var"my var" = 3
println(var"my var" + 1)
macro inner(x)
    :($(esc(x)) * 10)
end
macro outer(x)
    :(@inner $(esc(x)) + 1)
end
println(@outer 2)
println(@macroexpand @outer 2)
e1 = @macroexpand1 @outer 2
println(e1.head, " ", e1.args[1])
macro gen_names(n)
    names = [gensym("v") for _ in 1:n]
    println(length(unique(names)) == n)
    :nothing
end
@gen_names 3
#= expect
from Lib
12
5
5 + 1
6
4
30
(2 + 1) * 10
macrocall @inner
true
=#
