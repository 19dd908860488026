# reverse along one dimension, several, or all of them.
B = [1 2 3; 4 5 6; 7 8 9]
println(reverse(B, dims = 1), " ", reverse(B, dims = 2), " ", reverse(B))
println(reverse([1, 2, 3], dims = 1), " ", reverse([1, 2, 3]), " ", reverse(reshape(1:8, 2, 2, 2), dims = 3)[:, :, 1])
#= expect
[7 8 9; 4 5 6; 1 2 3] [3 2 1; 6 5 4; 9 8 7] [9 8 7; 6 5 4; 3 2 1]
[3, 2, 1] [3, 2, 1] [5 7; 6 8]
=#
