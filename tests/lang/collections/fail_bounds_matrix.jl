# Out-of-bounds Matrix indexing names the matrix size and both indices.
A = zeros(2, 2)
A[3, 1]
#= expect
=#
#= expect-stderr-prefix
ERROR: LoadError: BoundsError: attempt to access 2×2 Matrix{Float64} at index [3, 1]
=#
#= exit: 1 =#
