# Anonymous functions: x -> ..., (a, b) -> ..., () -> ..., function (x) ... end.
sq = x -> x^2
println(sq(5))
add = (a, b) -> a + b
println(add(2, 3))
const_fn = () -> 42
println(const_fn())
println(map(x -> x * 10, [1, 2, 3]))
println(filter(s -> length(s) > 2, ["a", "abc", "de", "fghi"]))
apply_twice(f, x) = f(f(x))
println(apply_twice(x -> x + 3, 1))
println((x -> x * 2)(21))
compose = (f, g) -> (x -> f(g(x)))
h = compose(x -> x + 1, x -> x * 10)
println(h(4))
multiline = function (x)
    y = x + 1
    y * y
end
println(multiline(2))
println(map((x, y) -> x * y, [1, 2, 3], [4, 5, 6]))
#= expect
25
5
42
[10, 20, 30]
["abc", "fghi"]
7
42
41
9
[4, 10, 18]
=#
