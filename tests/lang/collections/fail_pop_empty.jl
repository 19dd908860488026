# pop! on an empty vector throws ArgumentError.
stack = Int[]
push!(stack, 1)
println(pop!(stack))
println(pop!(stack))
#= expect
1
=#
#= expect-stderr-prefix
ERROR: LoadError: ArgumentError: array must be non-empty
=#
#= exit: 1 =#
