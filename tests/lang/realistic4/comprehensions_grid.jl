# Comprehensions and generators: matrices, filters, nested loops, Dict/Set comprehensions, multiplication tables
table = [i * j for i in 1:4, j in 1:5]
display(table)
println(size(table), " ", typeof(table), " ", table[3, :], " ", sum(table))
pyth = [(a, b, c) for c in 1:20 for b in 1:c for a in 1:b if a^2 + b^2 == c^2]
println(pyth)
println(length(pyth), " ", first(pyth), " ", maximum(t -> t[3], pyth))
squares = Dict(n => n^2 for n in 1:5)
println(sort(collect(squares)), " ", sum(values(squares)))
letters = Set(c for c in "mississippi")
println(sort(collect(letters)), " ", length(letters))
gen = (x^2 for x in 1:10 if isodd(x))
println(typeof(gen) <: Base.Generator, " ", sum(gen), " ", collect(gen))
flat = [x for row in [[1, 2], [3], Int[], [4, 5, 6]] for x in row]
println(flat, " ", eltype(flat))
words = ["apple", "bob", "kayak", "julia", "level"]
println([w for w in words if w == reverse(w)], " ", Dict(w => length(w) for w in words if length(w) > 4) |> length)
mat = [i == j ? 1.0 : i < j ? 0.5 : 0.0 for i in 1:3, j in 1:3]
display(mat)
println([sum(mat[i, :]) for i in 1:3], " ", [count(>(0), col) for col in eachcol(mat)])
primes = [n for n in 2:50 if all(n % d != 0 for d in 2:isqrt(n))]
println(primes)
grid = [(r, c) for r in 'a':'c', c in 1:2]
println(grid[:], " ", size(grid))
println(Float64[x / 2 for x in 1:3], " ", Any[i for i in 1:2], " ", String[string(c) for c in "hi"])
println(collect(Iterators.product(1:2, "ab")), " ", [a * b for (a, b) in zip("xyz", "123")])
tri = [[j for j in 1:i] for i in 1:4]
println(tri, " ", sum(length, tri))
println(sum(1 / k^2 for k in 1:1000) > 1.64, " ", prod(k for k in 1:10), " ", any(x -> x > 9, (i^2 for i in 1:4)))
println(map(x -> x > 2 ? "big" : "small", [1, 3]), " ", [isodd(i) ? -i : i for i in 1:6])
#= expect
4×5 Matrix{Int64}:
 1  2   3   4   5
 2  4   6   8  10
 3  6   9  12  15
 4  8  12  16  20
(4, 5) Matrix{Int64} [3, 6, 9, 12, 15] 150
[(3, 4, 5), (6, 8, 10), (5, 12, 13), (9, 12, 15), (8, 15, 17), (12, 16, 20)]
6 (3, 4, 5) 20
[1 => 1, 2 => 4, 3 => 9, 4 => 16, 5 => 25] 55
['i', 'm', 'p', 's'] 4
true 165 [1, 9, 25, 49, 81]
[1, 2, 3, 4, 5, 6] Int64
["bob", "kayak", "level"] 4
3×3 Matrix{Float64}:
 1.0  0.5  0.5
 0.0  1.0  0.5
 0.0  0.0  1.0
[2.0, 1.5, 1.0] [1, 2, 3]
[2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47]
[('a', 1), ('b', 1), ('c', 1), ('a', 2), ('b', 2), ('c', 2)] (3, 2)
[0.5, 1.0, 1.5] Any[1, 2] ["h", "i"]
[(1, 'a') (1, 'b'); (2, 'a') (2, 'b')] ["x1", "y2", "z3"]
[[1], [1, 2], [1, 2, 3], [1, 2, 3, 4]] 10
true 3628800 true
["small", "big"] [-1, 2, -3, 4, -5, 6]
=#
