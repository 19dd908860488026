# UpperTriangular / LowerTriangular wrappers and the `⋅` Julia prints for the
# structural zeros of triangular and diagonal matrices (the element's text is
# replaced by spaces as wide with `⋅` in the middle, after the column's
# alignment was taken). The Cholesky block is the example of Julia's
# `cholesky` documentation.
using LinearAlgebra

A = [4. 12. -16.; 12. 37. -43.; -16. -43. 98.]
C = cholesky(A)
display(C)
display(C.L)
println(C.L * C.U == A, " ", typeof(C.U), " ", typeof(C.L))
display(Diagonal([1, 20, 3]))
U = UpperTriangular([1.0 2 3; 4 5 6; 7 8 9])
display(U)
println(U, " ", U[2, 1], " ", U[1, 3], " ", size(U), " ", istriu(U), " ", det(U))
println(U \ [1.0, 2, 3], " ", inv(U) isa UpperTriangular, " ", Matrix(U) == triu([1.0 2 3; 4 5 6; 7 8 9]))
println(typeof(transpose(U)), " ", transpose(U) == LowerTriangular([1.0 0 0; 2 5 0; 3 6 9]))
L = LowerTriangular([1 -20; 3 4])
display(L)
L[1, 2] = 0
for f in (() -> (L[1, 2] = 5), () -> (U[3, 1] = 1.5), () -> UpperTriangular(ones(2, 3)))
    try
        f()
    catch e
        println(sprint(showerror, e))
    end
end
#= expect
Cholesky{Float64, Matrix{Float64}}
U factor:
3×3 UpperTriangular{Float64, Matrix{Float64}}:
 2.0  6.0  -8.0
  ⋅   1.0   5.0
  ⋅    ⋅    3.0
3×3 LowerTriangular{Float64, Matrix{Float64}}:
  2.0   ⋅    ⋅ 
  6.0  1.0   ⋅ 
 -8.0  5.0  3.0
true UpperTriangular{Float64, Matrix{Float64}} LowerTriangular{Float64, Matrix{Float64}}
3×3 Diagonal{Int64, Vector{Int64}}:
 1   ⋅  ⋅
 ⋅  20  ⋅
 ⋅   ⋅  3
3×3 UpperTriangular{Float64, Matrix{Float64}}:
 1.0  2.0  3.0
  ⋅   5.0  6.0
  ⋅    ⋅   9.0
[1.0 2.0 3.0; 0.0 5.0 6.0; 0.0 0.0 9.0] 0.0 3.0 (3, 3) true 45.0
[0.0, 0.0, 0.3333333333333333] true true
LowerTriangular{Float64, Transpose{Float64, Matrix{Float64}}} true
2×2 LowerTriangular{Int64, Matrix{Int64}}:
 1  ⋅
 3  4
ArgumentError: cannot set index in the upper triangular part (1, 2) of a LowerTriangular matrix to a nonzero value (5)
ArgumentError: cannot set index in the lower triangular part (3, 1) of an UpperTriangular matrix to a nonzero value (1.5)
DimensionMismatch: matrix is not square: dimensions are (2, 3)
=#
