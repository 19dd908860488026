a = x & y
b = x | y
c = x ⊻ y
d = ~x
e = x << 2
f = x >> 2
g = x >>> 2
# `&` binds like `*`, `|` and `⊻` like `+`, shifts tighter than both.
h = x & y * z
i = x | y & z
j = x ⊻ y | z
k = 1 << 2 * 3
l = x & 0xff == 0
m = (x >> 4) & 0x0f
n = xor(a, b)
