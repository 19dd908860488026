# sort, sort! and sortperm with by, lt and rev; sorting is stable.
v = [3, 1, 4, 1, 5, 9, 2, 6]
println(sort(v))
println(v)
println(sort(v, rev = true))
println(sort(["pear", "fig", "apple"], by = length))
println(sort([-3, 2, -1], by = abs))
println(sort([1, 2, 3, 4], lt = (a, b) -> a > b))
w = copy(v)
sort!(w)
println(w)
println(sortperm([30, 10, 20]))
println(sort([(2, "b"), (1, "z"), (2, "a")]))
records = [("b", 2), ("a", 2), ("c", 1)]
println(sort(records, by = last))
println(sort(records, by = x -> x[2], rev = true))
println(issorted([1, 2, 2, 3]))
println(sort([3.5, -1.0, 2.25]))
println(sort(['c', 'a', 'b']))
println(sort(v; by = x -> -x) == sort(v, rev = true))
println(sortperm(["b", "c", "a"], rev = true))
#= expect
[1, 1, 2, 3, 4, 5, 6, 9]
[3, 1, 4, 1, 5, 9, 2, 6]
[9, 6, 5, 4, 3, 2, 1, 1]
["fig", "pear", "apple"]
[-1, 2, -3]
[4, 3, 2, 1]
[1, 1, 2, 3, 4, 5, 6, 9]
[2, 3, 1]
[(1, "z"), (2, "a"), (2, "b")]
[("c", 1), ("b", 2), ("a", 2)]
[("b", 2), ("a", 2), ("c", 1)]
true
[-1.0, 2.25, 3.5]
['a', 'b', 'c']
true
[2, 1, 3]
=#
