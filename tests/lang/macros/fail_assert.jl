# A failed @assert without a message reports the condition.
x = 3
println("checking")
@assert x == 4
println("not reached")
#= expect
checking
=#
#= expect-stderr-prefix
ERROR: LoadError: AssertionError: x == 4
=#
#= exit: 1 =#
