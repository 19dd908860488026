# Tier 2: colon slices of matrices, vec, and float ranges.
A = [1 2 3; 4 5 6]
println(A[1, :])
println(A[:, 2])
println(A[:])
println(vec(A))
println(A[:, 2:3])
println(collect(0:0.1:0.3))
println(0:0.1:0.3)
println(collect(range(0, 1, length=5)))
#= expect
[1, 2, 3]
[2, 5]
[1, 4, 2, 5, 3, 6]
[1, 4, 2, 5, 3, 6]
[2 3; 5 6]
[0.0, 0.1, 0.2, 0.3]
0.0:0.1:0.3
[0.0, 0.25, 0.5, 0.75, 1.0]
=#
