# Matrix code: Gaussian elimination with exact rationals, transpose, products
function solve(A::AbstractMatrix, b::AbstractVector)
    n = size(A, 1)
    M = Rational{Int}[A b]
    for k in 1:n
        p = findfirst(!iszero, M[k:end, k])
        p === nothing && error("singular matrix")
        p += k - 1
        if p != k
            M[[k, p], :] = M[[p, k], :]
        end
        M[k, :] ./= M[k, k]
        for i in 1:n
            i == k && continue
            M[i, :] .-= M[i, k] .* M[k, :]
        end
    end
    return M[:, end]
end

A = [2 1 -1; -3 -1 2; -2 1 2]
b = [8, -11, -3]
x = solve(A, b)
println(x)
println(A * x == b)
println(A')
println(transpose(A) == A', " ", A' * A == (A' * A)')
B = [1 2; 3 4]
println(B * B, " ", B .* B, " ", B^2 == B * B)
println(solve([0 1; 1 0], [3, 4]))
println(solve([1 2; 3 4], [1, 1]))
I3 = [i == j ? 1 : 0 for i in 1:3, j in 1:3]
println(I3, " ", A * I3 == A)
function det_laplace(M)
    n = size(M, 1)
    n == 1 && return M[1, 1]
    sum((-1)^(j + 1) * M[1, j] * det_laplace(M[2:end, [1:j-1; j+1:n]]) for j in 1:n)
end
println(det_laplace(A), " ", det_laplace(B), " ", det_laplace([2 0 0; 0 3 0; 0 0 4]))
try
    solve([1 2; 2 4], [1, 2])
catch e
    println(e.msg)
end
v = [1, 2, 3]
println(v', " ", v' * v, " ", v * v')
println(sum(A, dims = 1), " ", sum(A, dims = 2))
println(maximum(A), " ", argmax(A), " ", findmax(vec(A)))
println(reshape(1:6, 2, 3), " ", permutedims(reshape(1:6, 2, 3)))
#= expect
Rational{Int64}[2//1, 3//1, -1//1]
true
[2 -3 -2; 1 -1 1; -1 2 2]
true true
[7 10; 15 22] [1 4; 9 16] true
Rational{Int64}[4//1, 3//1]
Rational{Int64}[-1//1, 1//1]
[1 0 0; 0 1 0; 0 0 1] true
-1 -2 24
singular matrix
[1 2 3] 14 [1 2 3; 2 4 6; 3 6 9]
[-3 1 3] [2; -2; 1;;]
2 CartesianIndex(1, 1) (2, 1)
[1 3 5; 2 4 6] [1 2; 3 4; 5 6]
=#
