a = x < y
b = x <= y
c = x > y
d = x >= y
e = x == y
f = x != y
g = x === y
h = x !== y
i = a < b <= c
j = 0 ≤ i < n
k = a == b == c
l = x isa Int
m = x in xs
n = T <: Real
o = Real >: T
p = x + 1 < y * 2
q = a < b < c < d
