# Slurping before the last target (Julia 1.9): `a..., b = x` and `a, b..., c = x` take the
# middle through Base.split_rest; a vector's middle is a Vector, a tuple's a Tuple.
a, b... = [1, 2, 3]
println(a, " ", b)
a..., b = [1, 2, 3]
println(a, " ", b)
a, b..., c = (1, 2, 3, 4)
println(a, " ", b, " ", c)
a, b..., c = [10, 20]
println(a, " ", b, " ", c)
first_, mid..., last_ = 1:5
println(first_, " ", mid, " ", last_)
(x, ys..., z) = (i^2 for i in 1:4)
println(x, " ", ys, " ", z)
function ends(v)
    h, _..., t = v
    (h, t)
end
println(ends([3, 1, 4, 1, 5]), " ", ends("abc"))
p..., q = (7, 8, 9)
println(p, " ", q)
try
    a, b..., c, d = [1, 2]
catch e
    println(typeof(e), ": ", e.msg)
end
#= expect
1 [2, 3]
[1, 2] 3
1 (2, 3) 4
10 Int64[] 20
1 [2, 3, 4] 5
1 [4, 9] 16
(3, 5) ('a', 'c')
(7, 8) 9
ArgumentError: The iterator only contains 1 elements, but at least 2 were requested.
=#
