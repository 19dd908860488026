# Typed globals: `const x::T = v` and `x::T = v` at top level convert the value.
const N::Int = 10
x::Float64 = 1
println(N, " ", x)
println(typeof(x))
const NAME::String = "kiln"
println(NAME)
global y::Float64 = 2
println(y)
#= expect
10 1.0
Float64
kiln
2.0
=#
