# Generator expressions passed to functions.
println(sum(x^2 for x in 1:10))
println(maximum(length(s) for s in ["a", "abc", "ab"]))
println(any(x > 3 for x in [1, 2, 5]))
println(all(iseven(x) for x in [2, 4, 6]))
println(join(string(i) for i in 1:4))
println(collect(x * 2 for x in 1:3))
g = (x + 1 for x in 1:3)
println(sum(g))
println(count(c == 'a' for c in "banana"))
println(prod(i for i in 1:5))
println(Dict(string(i) => i for i in 1:2)["2"])
println(Set(x % 3 for x in 1:10) == Set([0, 1, 2]))
println(first(x for x in 10:20 if x % 7 == 0))
println(minimum(abs(x - 5) for x in [1, 9, 6]))
println(sum(i * j for i in 1:3 for j in 1:2))
println(join((uppercase(c) for c in "abc"), "-"))
#= expect
385
3
true
true
1234
[2, 4, 6]
9
3
120
2
true
14
1
18
A-B-C
=#
