# Examples of the Julia manual's "Metaprogramming" chapter: esc to assign the
# caller's variable, local names of the macro, macro methods chosen by argument
# count and literal type, __source__, gensym, QuoteNode interpolation.
macro zerox()
    return esc(:(x = 0))
end
function foo()
    x = 1
    @zerox
    return x
end
println(foo())

macro timeit(ex)
    return quote
        local t0 = time_ns()
        local val = $(esc(ex))
        local t1 = time_ns()
        (val, t1 >= t0)
    end
end
t0 = "caller's t0"
val = "caller's val"
println(@timeit(1 + 2), " ", t0, " ", val)

macro m end
macro m(args...)
    return "$(length(args)) arguments"
end
macro m(x, y)
    return "two arguments"
end
println(@m "asd")
println(@m 1 2)
println(@m 1 2 3)

macro kind(::Int)
    return "an integer"
end
macro kind(::String)
    return "a string"
end
macro kind(x)
    return "something else"
end
println(@kind(2), ", ", @kind("str"), ", ", @kind(x + 1))

macro __LOCATION__()
    return QuoteNode(__source__)
end
loc = @__LOCATION__
println(typeof(loc), " ", loc.line, " ", basename(string(loc.file)))

macro withtemp(ex)
    tmp = gensym("tmp")
    return quote
        $tmp = $(esc(ex))
        $tmp * 2
    end
end
println(@withtemp 21)
println(startswith(string(gensym("tmp")), "##tmp#"))

macro sym(name)
    return QuoteNode(name)
end
println(@sym(hello), " ", typeof(@sym(hello)))
ex = :(a + b)
q = :(f($(QuoteNode(ex))))
println(q)
#= expect
0
(3, true) caller's t0 caller's val
1 arguments
two arguments
3 arguments
an integer, a string, something else
LineNumberNode 51 manual_hygiene.jl
42
true
hello Symbol
f($(QuoteNode(:(a + b))))
=#
