a, b... = "hello"
println(repr(a), " ", repr(b))
x, y... = [1, 2, 3]
println(x, " ", y)
p, q... = (1, 2, 3)
println(p, " ", q)
r, s... = 1:5
println(r, " ", s, " ", typeof(s))
c, d, e... = "αβγδ"
println(c, d, " ", e, " ", typeof(e))
u, v... = 'a':'d'
println(u, " ", v)
first_, rest_... = [10]
println(first_, " ", rest_, " ", isempty(rest_))
m, n... = (i^2 for i in 1:4)
println(m, " ", collect(n))
#= expect
'h' "ello"
1 [2, 3]
1 (2, 3)
1 [2, 3, 4, 5] Vector{Int64}
αβ γδ String
a ['b', 'c', 'd']
10 Int64[] true
1 [4, 9, 16]
=#
