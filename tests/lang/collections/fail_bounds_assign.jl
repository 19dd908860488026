# Assigning at index 0: Julia arrays are 1-based.
v = zeros(2)
v[0] = 1.0
#= expect
=#
#= expect-stderr-prefix
ERROR: LoadError: BoundsError: attempt to access 2-element Vector{Float64} at index [0]
=#
#= exit: 1 =#
