# Small linear systems, determinants, norms and the identity.
using LinearAlgebra
A = [1 0; 1 -2]
B = [32; -4]
println(A \ B)
A2 = [2.0 1.0; 1.0 3.0]
println(det(A2))
println(inv(A2) * A2 ≈ I)
println(norm([3.0, 4.0]), " ", norm([1, -2, 2], 1), " ", norm([1, -5, 2], Inf))
println(dot([1, 2, 3], [4, 5, 6]), " ", cross([1, 0, 0], [0, 1, 0]))
println(tr(A2), " ", rank(A2), " ", issymmetric(A2))
E = eigen([2.0 0.0; 0.0 3.0])
println(E.values)
M = [1 2; 3 4]
println(M * I == M, " ", M + 2I)
println(transpose(M), " ", M')
println(diag(M), " ", det(M))
println(kron([1 0; 0 1], [1 2]))
println(inv([2.0 1.0; 1.0 1.0]))
println(I(2))
println(typeof(M'), " ", size(zeros(2, 3)'))
#= expect
[32.0, 18.0]
5.0
true
5.0 5.0 5.0
32 [0, 0, 1]
5.0 2 true
[2.0, 3.0]
true [3 2; 3 6]
[1 3; 2 4] [1 3; 2 4]
[1, 4] -2.0
[1 2 0 0; 0 0 1 2]
[1.0 -1.0; -1.0 2.0]
Bool[1 0; 0 1]
Adjoint{Int64, Matrix{Int64}} (3, 2)
=#
