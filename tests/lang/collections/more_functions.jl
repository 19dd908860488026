# More collection functions: findmax/argmax, cumulative sums, folds from the
# right, reshaping, splicing, searching sorted vectors, subsets.
v = [5, 3, 8]
println(findmax(v), " ", findmin(v), " ", argmax(v), " ", argmin(v))
println(cumsum([1, 2, 3]), " ", cumprod([1, 2, 3]))
println(accumulate(+, [1, 2, 3]))
println(vec([1 2; 3 4]))
println(reshape(1:6, 2, 3))
println(prepend!([3], [1, 2]))
println(splice!([1, 2, 3], 2))
println(filter!(isodd, [1, 2, 3, 4, 5]))
println(map(x -> x^2, (1, 2, 3)))
println(foldr(-, [1, 2, 3]))
println(mapreduce(x -> x^2, +, [1, 2, 3]))
println(any([false, true]), " ", all([true, false]))
println(count([true, false, true]))
println(isempty(()), " ", isempty((1,)))
println(first([1, 2, 3], 5), " ", last([1, 2, 3], 1))
println(minimum([3.5, -2.0]), " ", maximum(["b", "a"]))
println(sum([1.5, 2.5]; init = 1.0), " ", prod([2, 3]; init = 2))
println(unique(x -> x % 3, [1, 2, 3, 4, 5, 6]))
println(allunique([1, 2, 3]), " ", allunique([1, 1]))
println(reverse([1, 2, 3, 4], 2, 3))
println(insert!([1, 3], 2, 2))
println(searchsortedfirst([1, 3, 5], 4), " ", searchsortedlast([1, 3, 5], 4))
println(issubset([1, 2], [1, 2, 3]), " ", [1, 2] ⊆ [2, 3])
println(ndims(zeros(2, 2)), " ", axes([1, 2]), " ", size(zeros(2, 3), 1))
println(eltype([1, 2]), " ", eltype(Dict(1 => "a")), " ", eltype("abc"))
println(clamp(2, 1.5, 3.0), " ", clamp(15, 0, 10))
#= expect
(8, 3) (3, 2) 3 2
[1, 3, 6] [1, 2, 6]
[1, 3, 6]
[1, 3, 2, 4]
[1 3 5; 2 4 6]
[1, 2, 3]
2
[1, 3, 5]
(1, 4, 9)
2
14
true false
2
true false
[1, 2, 3] [3]
-2.0 b
5.0 12
[1, 2, 3]
true false
[1, 3, 2, 4]
[1, 2, 3]
3 2
true false
2 (Base.OneTo(2),) 2
Int64 Pair{Int64, String} Char
2.0 10
=#
