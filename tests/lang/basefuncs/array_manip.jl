# Logical indexing, diff, repeat, rotations, circshift, cat, reshape, permutedims.
A = [1 2 3; 4 5 6]
println(A[A .> 2])
B = copy(A)
B[B .> 2] .= 0
println(B)
v = [1, 5, 2, 8]
v[v .> 4] .= -1
println(v)
println(v[[true, false, true, false]])
println(diff([1, 4, 9, 16]), " ", diff(A, dims = 2), " ", diff(A, dims = 1))
println(repeat([1, 2], 2), " ", repeat([1 2], 2, 2), " ", repeat([1, 2], inner = 2))
println(rot180(A), " ", rotl90(A), " ", rotr90(A))
println(circshift([1, 2, 3, 4], 1), " ", circshift([1, 2, 3, 4], -1), " ", circshift(A, (0, 1)))
println(cat([1, 2], [3, 4], dims = 1), " ", cat([1, 2], [3, 4], dims = 2))
println(reshape([1, 2, 3, 4, 5, 6], 3, 2), " ", reshape(1:6, 2, 3))
println(permutedims(A), " ", size(permutedims(reshape(collect(1:24), 2, 3, 4), (3, 1, 2))))
println(permutedims(reshape(collect(1:24), 2, 3, 4), (3, 1, 2))[4, 2, 3])
#= expect
[4, 5, 3, 6]
[1 2 0; 0 0 0]
[1, -1, 2, -1]
[1, 2]
[3, 5, 7] [1 1; 1 1] [3 3 3]
[1, 2, 1, 2] [1 2 1 2; 1 2 1 2] [1, 1, 2, 2]
[6 5 4; 3 2 1] [3 6; 2 5; 1 4] [4 1; 5 2; 6 3]
[4, 1, 2, 3] [2, 3, 4, 1] [3 1 2; 6 4 5]
[1, 2, 3, 4] [1 3; 2 4]
[1 4; 2 5; 3 6] [1 3 5; 2 4 6]
[1 4; 2 5; 3 6] (4, 2, 3)
24
=#
