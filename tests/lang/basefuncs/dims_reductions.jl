# Reductions along dimensions, cumulative sums, slices.
A = [1 2 3; 4 5 6]
println(sum(A, dims = 1), " ", prod(A, dims = 1), " ", maximum(A, dims = 1))
display(sum(A, dims = 2))
println(vec(minimum(A, dims = 2)), " ", sum(A))
println(sum(A, dims = (1, 2)))
println(cumsum([1, 2, 3]), " ", cumprod([1, 2, 3, 4]))
println(cumsum(A, dims = 2), " ", cumsum(A, dims = 1))
println(mapslices(sum, A, dims = 1), " ", vec(mapslices(sum, A, dims = 2)))
for r in eachrow(A)
    println(r)
end
for c in eachcol(A)
    println(c)
end
println(sum.(eachrow(A)), " ", maximum.(eachcol(A)))
println(sum([true, false, true]), " ", sum([1.5 2.5; 1 1], dims = 1))
#= expect
[5 7 9] [4 10 18] [4 5 6]
2×1 Matrix{Int64}:
  6
 15
[1, 4] 21
[21;;]
[1, 3, 6] [1, 2, 6, 24]
[1 3 6; 4 9 15] [1 2 3; 5 7 9]
[5 7 9] [6, 15]
[1, 2, 3]
[4, 5, 6]
[1, 4]
[2, 5]
[3, 6]
[6, 15] [4, 5, 6]
2 [2.5 3.5]
=#
