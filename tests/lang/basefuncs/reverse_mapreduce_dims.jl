# reverse of a matrix along dims (and all of it), reverse of a vector with dims = 1;
# mapreduce and reduce along dims, with and without init.
A = [1 2 3; 4 5 6]
println(reverse(A, dims=1), " ", reverse(A, dims=2), " ", reverse(A), " ", reverse(A; dims=(1, 2)))
println(reverse([1, 2, 3]; dims=1), " ", reverse([1, 2, 3, 4], 2, 3), " ", reverse(["a" "b"], dims=2))
println(reverse(zeros(Int, 0, 2), dims=1), " ", reverse(Any[1 "x"], dims=2))
A = [1 2; 3 4]
println(mapreduce(x -> x * 2, +, A, dims=1), " ", mapreduce(abs2, +, A; dims=2), " ", mapreduce(identity, max, A, dims=(1, 2)))
println(reduce(+, A, dims=1), " ", reduce(*, A; dims=2), " ", reduce(max, A, dims=1, init=3))
println(mapreduce(x -> x^2, +, A), " ", reduce(+, A), " ", reduce(-, [1, 2, 3]), " ", mapreduce(string, *, ["a", "b"]))
println(reduce(hcat, [[1, 2], [3, 4]]), " ", reduce(vcat, [[1], [2, 3]]))
#= expect
[4 5 6; 1 2 3] [3 2 1; 6 5 4] [6 5 4; 3 2 1] [6 5 4; 3 2 1]
[3, 2, 1] [1, 3, 2, 4] ["b" "a"]
Matrix{Int64}(undef, 0, 2) Any["x" 1]
[8 12] [5; 25;;] [4;;]
[4 6] [2; 12;;] [3 4]
30 10 -4 ab
[1 3; 2 4] [1, 2, 3]
=#
