# Matrix multiplication with explicit loops over a column-major Matrix.
function matmul(A, B)
    n, m = size(A)
    m2, p = size(B)
    @assert m == m2
    C = zeros(Int, n, p)
    for i in 1:n, j in 1:p
        s = 0
        for k in 1:m
            s += A[i, k] * B[k, j]
        end
        C[i, j] = s
    end
    C
end
A = [1 2; 3 4]
B = [5 6; 7 8]
println(matmul(A, B))
println(matmul(A, [1 0; 0 1]) == A)
println(matmul([1 2 3; 4 5 6], [1 0; 0 1; 1 1]))
#= expect
[19 22; 43 50]
true
[4 5; 10 11]
=#
