t = (1, 2, 3)
u = (1,)
e = ()
p = (x)
q = ((1, 2), (3, 4))
n = (a = 1, b = 2)
m = (; a = 1, b)
o = (a = 1,)
first, rest = t[1], t[2:end]
for (i, (a, b)) in enumerate(pairs)
    println(i, a, b)
end
f((x, y)) = x + y
z = Tuple{Int, Int}((1, 2))
