# qr (LAPACK geqrt/gemqrt, Julia's compact WY form), svd(full = true) and eigen /
# eigvals of non-symmetric matrices (geevx with balancing, complex pairs, sorted
# by real then imaginary part). The qr block is the example of Julia's `qr`
# documentation; the eigvals/eigvecs block is the example of the Linear Algebra
# chapter of Julia's manual (A = [-4. -17.; 2. 2.]); both print Julia's output.
using LinearAlgebra

A = [3.0 -6.0; 4.0 -8.0; 0.0 1.0]
F = qr(A)
display(F)
println(F.Q * F.R == A)
Q, R = F
println(size(Q), " ", size(Matrix(Q)), " ", Matrix(Q)' * Matrix(Q) ≈ [1.0 0; 0 1], " ", F.Q' * A ≈ [F.R; 0 0])
println(round.(qr([1.0 0; 1 1; 1 2]) \ [6.0, 0, 0]; digits = 10), " ", qr([2 1; 1 3]) \ [3.0, 5.0] ≈ [0.8, 1.4])
println(round.(collect(F.Q) * collect(F.Q)'; digits = 12) == [1.0 0 0; 0 1 0; 0 0 1])
try
    F.Q * [1.0, 2.0, 3.0, 4.0]
catch e
    println(sprint(showerror, e))
end
S = svd([1.0 2; 3 4; 5 6]; full = true)
println(size(S.U), " ", size(S.Vt), " ", S.U * [Diagonal(S.S); 0 0] * S.Vt ≈ [1.0 2; 3 4; 5 6], " ", S.U' * S.U ≈ I(3))
A = [-4. -17.; 2. 2.]
display(eigvals(A))
display(eigvecs(A))
display(eigen([0.0 -1.0; 1.0 0.0]))
println(eigvals([0.0 -1 0; 1 0 0; 0 0 -2]))
println(eigvals([3.0 2; 0 1]), " ", typeof(eigen([1.0 2; 0 3])))
#= expect
LinearAlgebra.QRCompactWY{Float64, Matrix{Float64}, Matrix{Float64}}
Q factor: 3×3 LinearAlgebra.QRCompactWYQ{Float64, Matrix{Float64}, Matrix{Float64}}
R factor:
2×2 Matrix{Float64}:
 -5.0  10.0
  0.0  -1.0
true
(3, 3) (3, 2) true true
[5.0, -3.0] true
true
DimensionMismatch: vector must have length either 3 or 2
(3, 3) (2, 2) true true
2-element Vector{ComplexF64}:
 -1.0 - 5.0im
 -1.0 + 5.0im
2×2 Matrix{ComplexF64}:
  0.945905-0.0im        0.945905+0.0im
 -0.166924+0.278207im  -0.166924-0.278207im
Eigen{ComplexF64, ComplexF64, Matrix{ComplexF64}, Vector{ComplexF64}}
values:
2-element Vector{ComplexF64}:
 0.0 - 1.0im
 0.0 + 1.0im
vectors:
2×2 Matrix{ComplexF64}:
 0.707107-0.0im       0.707107+0.0im
      0.0+0.707107im       0.0-0.707107im
ComplexF64[-2.0 + 0.0im, 0.0 - 1.0im, 0.0 + 1.0im]
[1.0, 3.0] Eigen{Float64, Float64, Matrix{Float64}, Vector{Float64}}
=#
