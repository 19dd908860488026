# map, filter, reduce, foldl, sum, prod, maximum, minimum, extrema, any,
# all, count, findfirst, findall, unique, in.
v = [1, 2, 3, 4, 5, 6]
println(map(x -> x^2, v))
println(filter(iseven, v))
println(reduce(+, v))
println(reduce(*, v; init = 10))
println(foldl(-, v))
println(foldl((acc, x) -> acc * 10 + x, [1, 2, 3]; init = 0))
println(sum(v), " ", prod(v))
println(sum(x -> x * 2, v))
println(maximum(v), " ", minimum(v))
println(maximum(x -> -x, v))
println(extrema([5, 3, 9, 1]))
println(any(x -> x > 5, v), " ", all(x -> x > 0, v), " ", any(x -> x > 10, v))
println(count(iseven, v))
println(findfirst(x -> x > 3, v), " ", findfirst(==(10), v))
println(findall(isodd, v))
println(unique([3, 1, 3, 2, 1]))
println(3 in v, " ", 7 in v, " ", 7 ∉ v)
println(isempty(filter(x -> x > 100, v)))
println(sum(Int[]), " ", prod(Int[]))
println(findfirst(isequal('c'), "abcabc"))
println(count(==('a'), "banana"))
println(maximum(length, ["a", "abc", "ab"]))
println(first(v), " ", last(v), " ", first(v, 2), " ", last(v, 2))
println(reverse(v))
println(map(+, [1, 2], [10, 20]))
println(any(isempty, [[1], []]), " ", all(isempty, Vector{Int}[]))
println(sum([0.5, 0.25]), " ", maximum([2.5, -1.0]))
#= expect
[1, 4, 9, 16, 25, 36]
[2, 4, 6]
21
7200
-19
123
21 720
42
6 1
-1
(1, 9)
true true false
3
4 nothing
[1, 3, 5]
[3, 1, 2]
true false true
true
0 1
3
3
3
1 6 [1, 2] [5, 6]
[6, 5, 4, 3, 2, 1]
[11, 22]
true true
0.75 2.5
=#
