a = [x^2 for x in xs]
b = [x for x in xs if isodd(x)]
c = [i * j for i in 1:3, j in 1:4]
d = [x for xs in xss for x in xs]
e = Int[x for x in 1:10]
f = sum(x^2 for x in xs)
g = (x for x in xs)
h = Dict(k => v for (k, v) in pairs)
i = [(i, j) for i in 1:3 for j in i:3 if i != j]
j = any(x -> x > 0, xs)
k = maximum(length(w) for w in words)
l = [
    f(x)
    for x in xs
]
