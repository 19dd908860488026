# Comprehensions and generators with several for and if clauses
pairs_odd = [(i, j) for i in 1:4 for j in i+1:4 if (i + j) % 2 == 1]
println(pairs_odd)
triples = [(a, b, c) for c in 1:20 for b in 1:c for a in 1:b if a^2 + b^2 == c^2]
println(triples)
M = [i * j for i in 1:3, j in 1:4]
println(M, " ", size(M))
println([x for x in 1:30 if x % 3 == 0 && x % 2 == 0])
s = "mississippi"
freq = Dict(c => count(==(c), s) for c in unique(s))
println(sort(collect(freq)))
println([c for c in s if c != 's'] |> String)
grid = [(r, c) for r in 1:2, c in 1:3]
println(grid[2, 3], " ", length(grid))
nested = [[j for j in 1:i] for i in 1:4]
println(nested)
flat = [x for v in nested for x in v]
println(flat, " ", sum(flat))
evens_squared = Int[x^2 for x in 1:10 if iseven(x)]
println(evens_squared, " ", eltype(evens_squared))
fl = Float64[i / 2 for i in 1:4]
println(fl)
println(sum(x^2 for x in 1:10), " ", maximum(length(w) for w in split("a bb ccc dd")))
println(sort(collect(Dict(i => i^2 for i in 1:3 if i != 2))))
println(Set(x % 3 for x in 1:10) == Set([0, 1, 2]))
words = ["apple", "Bob", "cat", "Dave"]
println([uppercase(w) for w in words if isuppercase(first(w))])
result = [
    begin
        y = x * 10
        y + 1
    end
    for x in 1:3
]
println(result)
table = [if iseven(i)
             "even"
         else
             "odd"
         end for i in 1:4]
println(table)
println([(i, j) for i in 1:3 for j in 1:i if i != j])
println(collect((x, y) for x in 1:2 for y in 'a':'b'))
g = (i for i in 1:10 if isodd(i))
println(collect(g), " ", typeof(collect(g)))
println([i + j for i in 1:2 for j in 10:10:30])
println(reduce(vcat, [[i, -i] for i in 1:3]))
println(any(i * j == 12 for i in 1:4 for j in 1:4))
#= expect
[(1, 2), (1, 4), (2, 3), (3, 4)]
[(3, 4, 5), (6, 8, 10), (5, 12, 13), (9, 12, 15), (8, 15, 17), (12, 16, 20)]
[1 2 3 4; 2 4 6 8; 3 6 9 12] (3, 4)
[6, 12, 18, 24, 30]
['i' => 4, 'm' => 1, 'p' => 2, 's' => 4]
miiippi
(2, 3) 6
[[1], [1, 2], [1, 2, 3], [1, 2, 3, 4]]
[1, 1, 2, 1, 2, 3, 1, 2, 3, 4] 20
[4, 16, 36, 64, 100] Int64
[0.5, 1.0, 1.5, 2.0]
385 3
[1 => 1, 3 => 9]
true
["BOB", "DAVE"]
[11, 21, 31]
["odd", "even", "odd", "even"]
[(2, 1), (3, 1), (3, 2)]
[(1, 'a'), (1, 'b'), (2, 'a'), (2, 'b')]
[1, 3, 5, 7, 9] Vector{Int64}
[11, 21, 31, 12, 22, 32]
[1, -1, 2, -2, 3, -3]
true
=#
