# zeros, ones, fill, trues, falses, collect, similar, copy, reverse.
println(zeros(3))
println(zeros(Int, 2))
println(ones(2))
println(fill(7, 3))
println(fill("ab", 2))
println(trues(2), " ", falses(2))
println(collect(1:4))
println(collect(0.5:1.0:2.5))
s = similar([1, 2, 3])
println(length(s), " ", typeof(s))
a = [1, 2, 3]
b = copy(a)
b[1] = 100
println(a, " ", b)
println(reverse(a))
reverse!(a)
println(a)
println([true, false, true])
println(Bool[])
println(typeof(trues(2)))
nested = [[1, 2], [3]]
c = copy(nested)
push!(c[1], 99)
println(nested)
println(zeros(2, 3))
println(ones(Int, 2, 2))
#= expect
[0.0, 0.0, 0.0]
[0, 0]
[1.0, 1.0]
[7, 7, 7]
["ab", "ab"]
Bool[1, 1] Bool[0, 0]
[1, 2, 3, 4]
[0.5, 1.5, 2.5]
3 Vector{Int64}
[1, 2, 3] [100, 2, 3]
[3, 2, 1]
[3, 2, 1]
Bool[1, 0, 1]
Bool[]
BitVector
[[1, 2, 99], [3]]
[0.0 0.0 0.0; 0.0 0.0 0.0]
[1 1; 1 1]
=#
