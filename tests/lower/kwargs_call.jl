# Keyword arguments at call sites become Core.kwcall(namedtuple, f, args...)
# (Julia manual, "Keyword Arguments"); the function and positional arguments
# are evaluated before the keyword values.
v = sort(xs; by = abs, rev = true)
w = sort(xs, rev = true)
k = 3
u = round(x; digits = k)
z = f(g(1); k)
opts = (; rev = true)
s = sort(xs; opts...)
m = f(1; a = 2, opts...)
