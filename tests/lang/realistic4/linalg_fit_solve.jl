# LinearAlgebra in everyday use: solving systems, a least-squares fit, norms, identity, symmetric eigen
using LinearAlgebra, Printf

A = [2.0 1.0; 1.0 1.0]
b = [3.0, 2.0]
x = A \ b
println("x = ", x, ", residual ", norm(A * x - b))
println("det = ", det(A), ", inv = ", inv(A), ", tr = ", tr(A))
println("A*inv(A) == I: ", A * inv(A) == I, ", size(I + A) = ", size(I + A))
display(A + 2I)

# exact solution of a 3×3 system with rationals (generic LU)
R = Rational{Int}[2 1 -1; -3 -1 2; -2 1 2]
rhs = Rational{Int}[8, -11, -3]
println("solution: ", R \ rhs, " det: ", det(R))

# least-squares line through points that lie exactly on y = 3x - 2
xs = [0.0, 1.0, 2.0, 3.0, 4.0]
ys = 3 .* xs .- 2
X = [ones(length(xs)) xs]
coef = X \ ys
@printf("intercept %.6f slope %.6f\n", coef...)
noisy = ys .+ [0.5, -0.5, 0.0, 0.5, -0.5]
c2 = round.(X \ noisy, digits = 6)
println("noisy fit: ", c2)

u, v = [3.0, 4.0], [1.0, 2.0, 2.0]
println(norm(u), " ", norm(v), " ", norm(v, 1), " ", norm(v, Inf), " ", normalize(u))
println(dot([1, 2, 3], [4, 5, 6]), " ", [1, 2, 3] ⋅ [1, 1, 1], " ", cross([1, 0, 0], [0, 1, 0]))
S = [2.0 1.0; 1.0 2.0]
vals = eigvals(Symmetric(S))
println("eigenvalues ", round.(vals, digits = 10), " issymmetric ", issymmetric(S), " isposdef ", isposdef(S))
E = eigen(Symmetric(S))
V = E.vectors
println("V'V ≈ I: ", V' * V ≈ I, ", reconstructs: ", V * Diagonal(E.values) * V' ≈ S)
println(abs.(round.(V * sqrt(2), digits = 8)))
M = [1 2 3; 4 5 6; 7 8 10]
println(rank(M), " ", rank([1 2; 2 4]), " ", diag(M), " ", triu(M)[1, :], " ", tril(M)[3, :])
println(M', " ", transpose([1, 2]), " ", Matrix{Int}(I, 2, 3))
D = Diagonal([1, 2, 3])
println(D * [1, 1, 1], " ", det(D), " ", typeof(D))
display(D)
#= expect
x = [1.0, 1.0], residual 0.0
det = 1.0, inv = [1.0 -1.0; -1.0 2.0], tr = 3.0
A*inv(A) == I: true, size(I + A) = (2, 2)
2×2 Matrix{Float64}:
 4.0  1.0
 1.0  3.0
solution: Rational{Int64}[2//1, 3//1, -1//1] det: -1//1
intercept -2.000000 slope 3.000000
noisy fit: [-1.8, 2.9]
5.0 3.0 5.0 2.0 [0.6000000000000001, 0.8]
32 6 [0, 0, 1]
eigenvalues [1.0, 3.0] issymmetric true isposdef true
V'V ≈ I: true, reconstructs: true
[1.0 1.0; 1.0 1.0]
3 1 [1, 5, 10] [1, 2, 3] [7, 8, 10]
[1 4 7; 2 5 8; 3 6 10] [1 2] [1 0 0; 0 1 0]
[1, 2, 3] 6 Diagonal{Int64, Vector{Int64}}
3×3 Diagonal{Int64, Vector{Int64}}:
 1  ⋅  ⋅
 ⋅  2  ⋅
 ⋅  ⋅  3
=#
