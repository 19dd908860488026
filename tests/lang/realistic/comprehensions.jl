println([i * j for i in 1:3, j in 1:2])
println([(i, j) for i in 1:3 for j in i:3])
println([x for x in 1:20 if x % 3 == 0 && isodd(x)])
println(Dict(c => i for (i, c) in enumerate("abc")) == Dict('a' => 1, 'b' => 2, 'c' => 3))
println(Set(x % 3 for x in 1:10) == Set([0, 1, 2]))
println(sum(x^2 for x in 1:10))
println(Float64[i / 2 for i in 1:3])
println([if iseven(i) "e" else "o" end for i in 1:4])
m = [r + c for r in 1:2, c in 1:3]
println(size(m), " ", m[2, 3])
println(collect((a, b) for a in 1:2, b in 'x':'y'))
nested = [[j for j in 1:i] for i in 1:3]
println(nested)
println(maximum(length(w) for w in split("a quick brown fox")))
#= expect
[1 2; 2 4; 3 6]
[(1, 1), (1, 2), (1, 3), (2, 2), (2, 3), (3, 3)]
[3, 9, 15]
true
true
385
[0.5, 1.0, 1.5]
["o", "e", "o", "e"]
(2, 3) 5
[(1, 'x') (1, 'y'); (2, 'x') (2, 'y')]
[[1], [1, 2], [1, 2, 3]]
5
=#
