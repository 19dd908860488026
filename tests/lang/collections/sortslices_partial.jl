# sortslices of rows and columns (lexicographic, with rev and by), partialsortperm,
# partialsort with a range.
println(sortslices([3 1; 1 2; 2 0; 1 1], dims=1))
println(sortslices([3 1 2; 0 5 1], dims=2))
println(sortslices([3 1; 1 2; 2 0], dims=1, rev=true))
println(sortslices([3 1; 1 2; 2 0], dims=1, by=r -> r[2]))
println(partialsortperm([5, 1, 4, 2], 1:2), " ", partialsortperm([5, 1, 4, 2], 1), " ", partialsortperm([5, 1, 4, 2], 1:2, rev=true))
println(partialsort([5, 1, 4, 2], 1:3), " ", partialsort([5, 1, 4, 2], 2, rev=true))
#= expect
[1 1; 1 2; 2 0; 3 1]
[1 2 3; 5 1 0]
[3 1; 2 0; 1 2]
[2 0; 3 1; 1 2]
[2, 4] 2 [1, 3]
[1, 2, 4] 4
=#
