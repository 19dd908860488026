a, b = 1, 2
a, b = b, a
println(a, b)
(x, y), z = (1, 2), 3
println(x + y + z)
first, = [9, 8]
println(first)
q, r = divrem(17, 5)
println(q, " ", r)
for (i, (k, v)) in enumerate(sort(collect(Dict(:a => 1, :b => 2))))
    println(i, k, v)
end
function stats(v)
    return minimum(v), maximum(v), sum(v) / length(v)
end
lo, hi, avg = stats([3, 1, 4, 1, 5])
println(lo, " ", hi, " ", avg)
t = (1, "two", 3.0)
println(t[end], " ", t[2:3], " ", length(t))
nt = (p = 1, q = 2)
(; q) = nt
println(q)
h, t2... = (10, 20, 30)
println(h, " ", t2)
#= expect
21
6
9
3 2
1a1
2b2
1 5 2.8
3.0 ("two", 3.0) 3
2
10 (20, 30)
=#
