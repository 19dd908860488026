x = 1
x = y = 0
x::Int = 1
v[i] = x
A[i, j] = 0.0
p.x = 3
p.inner.y = 4
v[end] = v[1]
x = y = z = nothing
a, b = 1, 2
a, b = b, a
(a, b) = (b, a)
x, = xs
d["key"] = value
