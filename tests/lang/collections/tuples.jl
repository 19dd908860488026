# Tuples: construction, indexing, destructuring, immutability.
t = (1, "two", 3.0)
println(t)
println(t[2], " ", length(t), " ", t[end])
println(typeof(t))
a, b, c = t
println(a, b, c)
x, y = 1, 2
x, y = y, x
println(x, " ", y)
single = (5,)
println(single, " ", length(single), " ", typeof(single))
println(())
println(typeof(()))
nested = ((1, 2), (3, 4))
(p, q), (r, s) = nested
println(p + q + r + s)
println((1, 2) == (1, 2), " ", (1, 2) == (1, 2.0))
println(t[1:2])
try
    t[1] = 5
catch e
    println(typeof(e))
end
println(sum((1, 2, 3)), " ", maximum((4, 9, 2)))
println(map(x -> x * 2, (1, 2, 3)))
println(tuple(1, 'a'))
println(reverse((1, 2, 3)))
println(2 in (1, 2, 3))
for (i, v) in enumerate(("p", "q"))
    println(i, v)
end
#= expect
(1, "two", 3.0)
two 3 3.0
Tuple{Int64, String, Float64}
1two3.0
2 1
(5,) 1 Tuple{Int64}
()
Tuple{}
10
true true
(1, "two")
MethodError
6 9
(2, 4, 6)
(1, 'a')
(3, 2, 1)
true
1p
2q
=#
