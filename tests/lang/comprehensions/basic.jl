# Array comprehensions, with filters, typed, and over several iterators.
println([x^2 for x in 1:5])
println([x for x in 1:10 if x % 3 == 0])
println([(i, j) for i in 1:2 for j in 1:2])
println(Int[x * 2 for x in 1:3])
println(Float64[x for x in 1:3])
println([c for c in "abc"])
println([uppercase(s) for s in ["a", "b"]])
println(typeof([x for x in 1:3]))
println(typeof([x / 2 for x in 1:3]))
println(sum([x for x in 1:10 if isodd(x)]))
words = ["apple", "kiwi", "banana"]
println([length(w) for w in words])
println([w for w in words if length(w) > 4])
println([i * j for (i, j) in zip(1:3, 4:6)])
println([k for (k, v) in [("a", 1), ("b", 2)] if v > 1])
println([isodd(x) ? "odd" : "even" for x in 1:3])
println([x for x in [1, 2.5]])
#= expect
[1, 4, 9, 16, 25]
[3, 6, 9]
[(1, 1), (1, 2), (2, 1), (2, 2)]
[2, 4, 6]
[1.0, 2.0, 3.0]
['a', 'b', 'c']
["A", "B"]
Vector{Int64}
Vector{Float64}
25
[5, 4, 6]
["apple", "banana"]
[4, 10, 18]
["b"]
["odd", "even", "odd"]
[1.0, 2.5]
=#
