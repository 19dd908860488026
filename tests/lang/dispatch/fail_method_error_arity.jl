# Calling a function with the wrong number of arguments.
g(x) = 2x
println(g(2))
println(g(1, 2))
#= expect
4
=#
#= expect-stderr-prefix
ERROR: LoadError: MethodError: no method matching g(::Int64, ::Int64)
=#
#= exit: 1 =#
