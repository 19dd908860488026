# Vector mutation as queues, stacks and edits.
q = Int[]
push!(q, 1, 2, 3)
pushfirst!(q, 0)
println(q, " ", popfirst!(q), " ", pop!(q), " ", q)
insert!(q, 2, 99)
println(q, " ", deleteat!(copy(q), 1), " ", splice!(q, 2), " ", q)
append!(q, [7, 8]); prepend!(q, [-1])
println(q, " ", length(q), " ", lastindex(q), " ", q[end-1])
r = splice!(q, 2:3, [40, 50, 60])
println(r, " ", q)
println(filter!(iseven, q), " ", q, " ", empty!(copy(q)))
v = collect(1:10)
println(v[2:3:end], " ", v[end:-3:1], " ", v[[1, end]], " ", view(v, 4:5), " ", v[v .% 4 .== 0])
keepat!(v, 1:3)
println(v)
resize!(v, 5)
println(length(v), " ", v[1:3])
m = fill(0, 2, 2)
m[1, :] .= 5
m[:, 2] = [7, 8]
println(m, " ", m[:], " ", reshape(m, 1, 4), " ", sum(m))
a = [3, 1, 2]
b = a
b[1] = 100
c = copy(a)
c[2] = -1
println(a, " ", c, " ", a === b, " ", a == c)
nested = [[1, 2], [3]]
d = deepcopy(nested)
push!(d[1], 9)
println(nested, " ", d, " ", vcat(nested...), " ", reduce(vcat, nested))
println(sort!([3, 1, 2]), " ", reverse!([1, 2, 3]), " ", circshift!([0, 0, 0], [1, 2, 3], 1))
println(findfirst(==(2), [5, 2, 2]), " ", findlast(==(2), [5, 2, 2]), " ", findnext(==(2), [5, 2, 2], 3), " ", indexin([2, 9], [5, 2]))
println(zeros(Int, 3) |> x -> (x[2] = 4; x), " ", similar([1, 2]) |> length, " ", Vector{String}(undef, 2) |> length)
#= expect
[1, 2] 0 3 [1, 2]
[1, 2] [99, 2] 99 [1, 2]
[-1, 1, 2, 7, 8] 5 5 7
[1, 2] [-1, 40, 50, 60, 7, 8]
[40, 50, 60, 8] [40, 50, 60, 8] Int64[]
[2, 5, 8] [10, 7, 4, 1] [1, 10] [4, 5] [4, 8]
[1, 2, 3]
5 [1, 2, 3]
[5 7; 0 8] [5, 0, 7, 8] [5 0 7 8] 20
[100, 1, 2] [100, -1, 2] true false
[[1, 2], [3]] [[1, 2, 9], [3]] [1, 2, 3] [1, 2, 3]
[1, 2, 3] [3, 2, 1] [3, 1, 2]
2 3 3 Union{Nothing, Int64}[2, nothing]
[0, 4, 0] 2 2
=#
