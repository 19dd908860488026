# Matrices: construction, slicing, reductions along dims, transposes, and a linear system
using LinearAlgebra

A = [2 1 0; 1 3 1; 0 1 4]
b = [3, 5, 5]
println(A, " ", size(A), " ", A[2, :], " ", A[:, 3])
println(sum(A; dims = 1), " ", sum(A; dims = 2), " ", maximum(A), " ", tr(A))
println(A', " ", A == A', " ", issymmetric(A))
x = A \ b
println(round.(x; digits = 6), " ", A * [1, 1, 1])
println(round(Int, det(A)))
B = reshape(1:6, 2, 3)
println(B, " ", B', " ", collect(B)[:, end])
println(vec(B'), " ", B .* 2, " ", [B; B][3, :])
C = zeros(Int, 3, 3)
for i in 1:3, j in 1:3
    C[i, j] = i == j ? 1 : i < j ? j - i : 0
end
println(C, " ", C * C, " ", count(iszero, C))
println(hcat([1, 2], [3, 4]), " ", vcat([1 2], [3 4]), " ", [1 2; 3 4] ^ 2)
M = [1.5 2.0; -1.0 0.5]
println(M, " ", M .> 0, " ", findmax(M))
println(mapslices(sum, A; dims = 2), " ", prod(size(A)), " ", diag(A))
println(norm([3, 4]), " ", dot([1, 2, 3], [4, 5, 6]), " ", cross([1, 0, 0], [0, 1, 0]), " ", kron([1 2], [1; 1]))
#= expect
[2 1 0; 1 3 1; 0 1 4] (3, 3) [1, 3, 1] [0, 1, 4]
[3 5 5] [3; 5; 5;;] 4 9
[2 1 0; 1 3 1; 0 1 4] true true
[1.0, 1.0, 1.0] [3, 5, 5]
18
[1 3 5; 2 4 6] [1 2; 3 4; 5 6] [5, 6]
[1, 3, 5, 2, 4, 6] [2 6 10; 4 8 12] [1, 3, 5]
[1 1 2; 0 1 1; 0 0 1] [1 2 5; 0 1 2; 0 0 1] 3
[1 3; 2 4] [1 2; 3 4] [7 10; 15 22]
[1.5 2.0; -1.0 0.5] Bool[1 1; 0 1] (2.0, CartesianIndex(1, 2))
[3; 5; 5;;] 9 [2, 3, 4]
5.0 32 [0, 0, 1] [1 2; 1 2]
=#
