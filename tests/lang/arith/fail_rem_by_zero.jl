# Integer remainder by zero also throws DivideError (float division does not).
println(1 / 0)
n = 0
println(7 % n)
#= expect
Inf
=#
#= expect-stderr-prefix
ERROR: LoadError: DivideError: integer division error
=#
#= exit: 1 =#
