# Integer division by zero throws DivideError.
a = 10
b = 0
println(a ÷ 2)
println(div(a, b))
#= expect
5
=#
#= expect-stderr-prefix
ERROR: LoadError: DivideError: integer division error
=#
#= exit: 1 =#
