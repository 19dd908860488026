# LinearAlgebra on small matrices whose results are exact in Float64 (so
# Julia's LAPACK and Kiln's LU agree to the last digit); inv(M) and M \ b are
# the examples of Julia's documentation.
using LinearAlgebra
v = [1, 2, 3]
w = [4, 5, 6]
println(dot(v, w))
println(v ⋅ w)
println(norm(v))
println(norm([3.0, 4.0]))
println(norm([1, -2, 3], 1))
println(norm([1, -7, 3], Inf))
println(cross(v, w))
A = [4.0 3.0; 6.0 3.0]
println(det(A))
println(det([1 2; 3 4]))
println(det([2 0; 0 3]))
M = [2 5; 1 3] .* 1.0
println(inv(M))
println(M \ [1.0, 2.0])
println(tr(A))
println(diag(A))
println(diag([1 2 3; 4 5 6; 7 8 9], 1))
println(Diagonal([1, 2, 3]))
println(Diagonal([1, 2]) * [1, 1])
println(triu([1 2 3; 4 5 6; 7 8 9]))
println(tril([1 2 3; 4 5 6; 7 8 9]))
println(triu([1 2 3; 4 5 6; 7 8 9], 1))
println(A * A)
println(A^3)
println([1 1; 1 0]^10)
println([1 2; 3 4] + I)
println([1 2; 3 4] - 2I)
println(I)
println(Matrix{Float64}(I, 2, 2))
println(eigvals([2.0 1.0; 1.0 2.0]))
println(eigen([2.0 0.0; 0.0 1.0]).values)
println(issymmetric([1 2; 2 1]), " ", issymmetric([1 2; 3 1]))
println(transpose([1 2; 3 4]))
println(kron([1 2; 3 4], [1 1]))
println(diagm([1, 2]))
println(normalize([3.0, 4.0]))  # times inv(5.0): 3 * 0.2 rounds to 0.6000000000000001
println(rank([1.0 2.0; 2.0 4.0]))
#= expect
32
32
3.7416573867739413
5.0
6.0
7.0
[-3, 6, -3]
-6.0
-2.0
6.0
[3.0 -5.0; -1.0 2.0]
[-7.0, 3.0]
7.0
[4.0, 3.0]
[2, 6]
[1 0 0; 0 2 0; 0 0 3]
[1, 2]
[1 2 3; 0 5 6; 0 0 9]
[1 0 0; 4 5 0; 7 8 9]
[0 2 3; 0 0 6; 0 0 0]
[34.0 21.0; 42.0 27.0]
[262.0 165.0; 330.0 207.0]
[89 55; 55 34]
[2 2; 3 5]
[-1 2; 3 2]
UniformScaling{Bool}(true)
[1.0 0.0; 0.0 1.0]
[1.0, 3.0]
[1.0, 2.0]
true false
[1 3; 2 4]
[1 1 2 2; 3 3 4 4]
[1 0; 0 2]
[0.6000000000000001, 0.8]
1
=#
