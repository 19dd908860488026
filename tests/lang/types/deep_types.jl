# Types nested deeply (built by a program in a loop) are compared exactly; nested far
# beyond what the subtype check can walk, <:, isa and typeassert raise a
# StackOverflowError instead of answering false.
function nest(T, n)
    for i in 1:n
        T = Tuple{T}
    end
    return T
end
function nest_value(x, n)
    for i in 1:n
        x = (x,)
    end
    return x
end

a = nest(Int, 300)
b = nest(Integer, 300)
println(a <: b, " ", b <: a, " ", a == b)
println(isa(nest_value(1, 300), b), " ", isa(nest_value("s", 300), b))

deep_int = nest(Int, 100_000)
deep_integer = nest(Integer, 100_000)
println(deep_int === nest(Int, 100_000))
for check in (() -> deep_int <: deep_integer,
              () -> isa(nest_value(1, 100_000), deep_integer),
              () -> nest_value(1, 100_000)::deep_integer)
    try
        check()
        println("answered")
    catch e
        println(typeof(e))
    end
end
#= expect
true false false
true false
true
StackOverflowError
StackOverflowError
StackOverflowError
=#
