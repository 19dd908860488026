# isposdef (Cholesky succeeds on a symmetric matrix), cond (2-norm by singular values, 1/Inf by
# the inverse's opnorm, Inf when singular), nullspace (full SVD), pinv; values checked by hand
# (A's inverse is [12 6 0; 6 15 6; 0 6 12]/36, so cond(A, 1) = 8 * 0.75).
using LinearAlgebra
A = [4.0 -2.0 1.0; -2.0 4.0 -2.0; 1.0 -2.0 4.0]
println(isposdef(A), " ", isposdef([1.0 2.0; 2.0 1.0]), " ", isposdef([1 2; 3 4]), " ", isposdef(2.0))
println(round(cond(A), digits=4), " ", round(cond(A, 1), digits=4), " ", cond([1.0 0.0; 0.0 0.0]))
N = nullspace([1.0 1.0; 1.0 1.0])
println(size(N), " ", round.(abs.(N), digits=6))
println(size(nullspace([1.0 0.0; 0.0 1.0])))
P = pinv([1.0 2.0; 3.0 4.0; 5.0 6.0])
println(size(P), " ", round.(P, digits=6))
println(round.(pinv([1.0 2.0; 2.0 4.0]), digits=6))
#= expect
true false false true
4.5292 6.0 Inf
(2, 1) [0.707107; 0.707107;;]
(2, 0)
(2, 3) [-1.333333 -0.333333 0.666667; 1.083333 0.333333 -0.416667]
[0.04 0.08; 0.08 0.16]
=#
