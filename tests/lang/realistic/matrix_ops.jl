A = [1 2; 3 4]
B = [5 6; 7 8]
println(A * B)
println(A .* B)
println(A')
println(A[:, 1], " ", A[2, :])
println(sum(A, dims = 1), " ", sum(A, dims = 2))
println(size(zeros(2, 3)), " ", ndims(A))
C = reshape(1:6, 2, 3)
println(C)
println(vcat(A, B))
println(hcat(A, B))
println([A B; B A][3, :])
println(map(x -> x^2, A))
println(A^2, " ", A .+ 1)
#= expect
[19 22; 43 50]
[5 12; 21 32]
[1 3; 2 4]
[1, 3] [3, 4]
[4 6] [3; 7;;]
(2, 3) 2
[1 3 5; 2 4 6]
[1 2; 3 4; 5 6; 7 8]
[1 2 5 6; 3 4 7 8]
[5, 6, 1, 2]
[1 4; 9 16]
[7 10; 15 22] [2 3; 4 5]
=#
