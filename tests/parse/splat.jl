f(xs...)
f(a, xs...)
f(xs..., b)
g(1:3...)
t = (xs...,)
u = (xs...)
v = [xs...]
max(v...)
h(; kw...)
