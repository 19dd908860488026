# Recursion, multiple methods, default and variadic arguments.
fib(n) = n < 2 ? n : fib(n - 1) + fib(n - 2)
println(fib(20))
area(x::Int64) = x * x
area(x::Float64) = x * 2.0
println(area(3), " ", area(1.5))
g(a, b = 10) = a + b
println(g(1), " ", g(1, 2))
h(xs...) = length(xs)
println(h(), " ", h(1, 2, 3))
first2(a, rest...) = rest
println(first2(1, 2, 3))
t = (4, 5)
println(g(t...))
#= expect
6765
9 3.0
11 3
0 3
(2, 3)
9
=#
