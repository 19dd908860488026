# Functions are values of type Function and can be dispatched on.
apply(f::Function, x) = f(x)
apply(n::Int, x) = n * x
println(apply(sqrt, 16.0), " ", apply(3, 4), " ", apply(x -> x + 1, 1))
println(sqrt isa Function, " ", (x -> x) isa Function, " ", 1 isa Function)
ops = [+, -, *]
println([op(6, 3) for op in ops])
table = Dict("double" => x -> 2x, "negate" => x -> -x)
println(table["double"](21), " ", table["negate"](5))
#= expect
4.0 12 2
true true false
[9, 3, 18]
42 -5
=#
