# Vector indexing with end, ranges and assignment.
v = [10, 20, 30, 40, 50]
println(v[1], " ", v[end], " ", v[end-1])
println(v[2:4])
println(v[2:end])
println(v[[1, 3]])
println(v[end:-1:1])
v[1] = 11
v[end] = 55
println(v)
v[2:3] = [0, 0]
println(v)
println(length(v), " ", size(v), " ", ndims(v))
println(firstindex(v), " ", lastindex(v))
println(isempty(v), " ", isempty(Int[]))
println(typeof(v[2:3]))
w = v[2:3]
w[1] = 99
println(v[2], " ", w[1])
println([1, 2, 3] + [10, 20, 30])
println([1, 2] * 3)
println([1.0, 2.0] / 2)
println(-[1, 2])
println(copy(v) == v, " ", copy(v) === v)
#= expect
10 50 40
[20, 30, 40]
[20, 30, 40, 50]
[10, 30]
[50, 40, 30, 20, 10]
[11, 20, 30, 40, 55]
[11, 0, 0, 40, 55]
5 (5,) 1
1 5
false true
Vector{Int64}
0 99
[11, 22, 33]
[3, 6]
[0.5, 1.0]
[-1, -2]
true false
=#
