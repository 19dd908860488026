# Matrix manipulation a numeric script does.
A = reshape(1:12, 3, 4)
println(A)
println(size(A), " ", ndims(A), " ", length(A))
println(sum(A, dims = 1), " ", sum(A, dims = 2))
println(maximum(A, dims = 2), " ", vec(minimum(A, dims = 1)))
println(A[2, :], " ", A[:, 3], " ", A[end, end])
B = collect(A)
B[B .> 9] .= 0
println(B)
println(permutedims(B), " ", size(B'))
println(hcat([1, 2], [3, 4]), " ", vcat([1 2], [3 4]))
println(cumsum([1, 2, 3, 4]), " ", cumprod([1, 2, 3, 4]), " ", diff([1, 4, 9, 16]))
println(circshift([1, 2, 3, 4], 1), " ", reverse([1, 2, 3]), " ", repeat([1, 2], 2))
println(mapslices(sum, [1 2; 3 4], dims = 1))
for row in eachrow([1 2; 3 4])
    print(row, ";")
end
println()
println([sum(c) for c in eachcol([1 2; 3 4])])
println(findall(iseven, [1, 2, 3, 4]), " ", findmax([3, 9, 2]), " ", findmin([3, 9, 2]))
println(count(x -> x > 2, [1, 2, 3, 4]), " ", any(iszero, [1, 0]), " ", all(isodd, [1, 3]))
println(zeros(2, 2) == fill(0.0, 2, 2), " ", ones(Int, 3), " ", trues(2))
println(vec([1 2; 3 4]), " ", [1 2; 3 4][:])
println(extrema([4, 1, 9]), " ", clamp.([1, 5, 10], 2, 8))
println(rot180([1 2; 3 4]), " ", rotl90([1 2; 3 4]))
println(cat([1, 2], [3, 4], dims = 2))
println(unique([3, 1, 3, 2, 1]), " ", union([1, 2], [2, 3]), " ", intersect([1, 2, 3], [2, 3, 4]), " ", setdiff([1, 2, 3], [2]))
#= expect
[1 4 7 10; 2 5 8 11; 3 6 9 12]
(3, 4) 2 12
[6 15 24 33] [22; 26; 30;;]
[10; 11; 12;;] [1, 4, 7, 10]
[2, 5, 8, 11] [7, 8, 9] 12
[1 4 7 0; 2 5 8 0; 3 6 9 0]
[1 2 3; 4 5 6; 7 8 9; 0 0 0] (4, 3)
[1 3; 2 4] [1 2; 3 4]
[1, 3, 6, 10] [1, 2, 6, 24] [3, 5, 7]
[4, 1, 2, 3] [3, 2, 1] [1, 2, 1, 2]
[4 6]
[1, 2];[3, 4];
[4, 6]
[2, 4] (9, 2) (2, 3)
2 true true
true [1, 1, 1] Bool[1, 1]
[1, 3, 2, 4] [1, 3, 2, 4]
(1, 9) [2, 5, 8]
[4 3; 2 1] [2 4; 1 3]
[1 3; 2 4]
[3, 1, 2] [1, 2, 3] [2, 3] [1, 3]
=#
