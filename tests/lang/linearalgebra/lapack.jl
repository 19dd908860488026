# LinearAlgebra through OpenBLAS, as Julia: the examples of Julia's documentation
# for lu, eigen, svd, svdvals and cholesky, and Float64 products, solves, dot and
# norm on values whose results are exact (so any correct BLAS prints them).
using LinearAlgebra
A = [4.0 3.0; 6.0 3.0]
F = lu(A)
display(F)
println(F.L * F.U == A[F.p, :], " ", F.p)
l, u, p = F
println(l == F.L && u == F.U && p == F.p)
display(lu([4 3; 6 3]))
println(det([1.0 2.0; 3.0 4.0]), " ", det(A))
println([2.0 1.0 1.0; 4.0 -6.0 0.0; -2.0 7.0 2.0] \ [5.0, -2.0, 9.0])
println(inv([1.0 2.0; 0.0 4.0]), " ", [2.0 0.0; 1.0 4.0] \ [2.0, 9.0])
X = Float64[i + 2j for i in 1:40, j in 1:40]
Y = Float64[i * j % 7 for i in 1:40, j in 1:40]
P = X * Y
println(P[1, 1], " ", P[40, 40], " ", sum(P))
println(X * ones(40) == Float64[sum(X[i, :]) for i in 1:40])
v = collect(1.0:64.0)
println(dot(v, v), " ", v' * v, " ", norm(ones(64)), " ", norm(fill(3.0, 4, 16)))
display(eigen([1.0 0.0 0.0; 0.0 3.0 0.0; 0.0 0.0 18.0]))
println(eigvals([2.0 0.0; 0.0 1.0]), " ", eigvals([2 0; 0 1]))
S = [1. 0. 0. 0. 2.; 0. 0. 3. 0. 0.; 0. 0. 0. 0. 0.; 0. 2. 0. 0. 0.]
G = svd(S)
display(G.U * Diagonal(G.S) * G.Vt)
us, ss, vs = G
println(us == G.U && ss == G.S && vs == G.V, " ", size(G.U), size(G.Vt))
display(svdvals(S))
C = cholesky([4. 12. -16.; 12. 37. -43.; -16. -43. 98.])
println(C.U)
println(C.L * C.U == [4. 12. -16.; 12. 37. -43.; -16. -43. 98.])
for f in (() -> lu([1.0 2.0; 2.0 4.0]), () -> cholesky([1.0 2.0; 2.0 1.0]),
          () -> cholesky([1.0 2.0; 3.0 1.0]), () -> [1.0 2.0; 3.0 4.0] * ones(3),
          () -> dot([1.0, 2.0], [1.0]), () -> lu([1.0 NaN; 2.0 4.0]))
    try
        f()
    catch e
        showerror(stdout, e)
        println()
    end
end
#= expect
LU{Float64, Matrix{Float64}, Vector{Int64}}
L factor:
2×2 Matrix{Float64}:
 1.0       0.0
 0.666667  1.0
U factor:
2×2 Matrix{Float64}:
 6.0  3.0
 0.0  1.0
true [2, 1]
true
LU{Float64, Matrix{Float64}, Vector{Int64}}
L factor:
2×2 Matrix{Float64}:
 1.0       0.0
 0.666667  1.0
U factor:
2×2 Matrix{Float64}:
 6.0  3.0
 0.0  1.0
-2.0 -6.0
[1.0, 1.0, 2.0]
[1.0 -0.5; 0.0 0.25] [1.0, 2.0]
5130.0 10046.0 1.05209e7
true
89440.0 89440.0 8.0 24.0
Eigen{Float64, Float64, Matrix{Float64}, Vector{Float64}}
values:
3-element Vector{Float64}:
  1.0
  3.0
 18.0
vectors:
3×3 Matrix{Float64}:
 1.0  0.0  0.0
 0.0  1.0  0.0
 0.0  0.0  1.0
[1.0, 2.0] [1.0, 2.0]
4×5 Matrix{Float64}:
 1.0  0.0  0.0  0.0  2.0
 0.0  0.0  3.0  0.0  0.0
 0.0  0.0  0.0  0.0  0.0
 0.0  2.0  0.0  0.0  0.0
true (4, 4)(4, 5)
4-element Vector{Float64}:
 3.0
 2.23606797749979
 2.0
 0.0
[2.0 6.0 -8.0; 0.0 1.0 5.0; 0.0 0.0 3.0]
true
SingularException(2)
PosDefException: matrix is not positive definite; factorization failed.
PosDefException: matrix is not Hermitian; factorization failed.
DimensionMismatch: second dimension of A, 2, does not match length of x, 3
DimensionMismatch: dot product arguments have lengths 2 and 1
ArgumentError: matrix contains Infs or NaNs
=#
