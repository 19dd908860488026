# Matrices are column-major: literals, indexing, size, hcat and vcat.
A = [1 2 3; 4 5 6]
println(A)
println(size(A), " ", size(A, 1), " ", size(A, 2), " ", length(A))
println(A[1, 2], " ", A[2, 3], " ", A[end, end])
println(A[2], " ", A[5])
A[2, 1] = 40
println(A)
println(typeof(A))
B = zeros(2, 2)
B[1, 1] = 1.5
println(B)
println(hcat([1, 2], [3, 4]))
println(vcat([1, 2], [3]))
println(vcat([1 2], [3 4]))
println([1 2] == hcat(1, 2))
println(collect(A))
println(sum(A), " ", maximum(A))
for j in 1:size(A, 2), i in 1:size(A, 1)
    print(A[i, j], ",")
end
println()
println([1; 2; 3])
println([1 2 3])
#= expect
[1 2 3; 4 5 6]
(2, 3) 2 3 6
2 6 6
4 3
[1 2 3; 40 5 6]
Matrix{Int64}
[1.5 0.0; 0.0 0.0]
[1 3; 2 4]
[1, 2, 3]
[1 2; 3 4]
true
[1 2 3; 40 5 6]
57 40
1,40,2,5,3,6,
[1, 2, 3]
[1 2 3]
=#
