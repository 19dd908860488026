# kron of a vector and a matrix (either order) is a matrix; of two vectors a vector.
using LinearAlgebra
println(kron([1 2], [1, 1]), " ", kron([1, 2], [1 1]), " ", kron([1 2; 3 4], [1 0; 0 1]), " ", kron([1, 2], [3, 4]))
#= expect
[1 2; 1 2] [1 1; 2 2] [1 0 2 0; 0 1 0 2; 3 0 4 0; 0 3 0 4] [3, 4, 6, 8]
=#
