a = [1, 2, 3]
b = []
c = [1 2 3]
d = [1 2; 3 4]
e = [1; 2; 3]
f = [1 2
     3 4]
g = [
    1 2 3
    4 5 6
]
h = [a -b]
i = [a - b]
j = [a-b]
k = [f (x)]
l = [f(x)]
m = Int[1, 2, 3]
n = Int[1 2 3]
o = Float64[]
p = [[1, 2], [3, 4]]
q = ["a", "b",
     "c"]
r = [x; y]
s = hcat(a, b)
t = vcat(a, b)
u = zeros(2, 3)
v = [1, 2, 3,]
