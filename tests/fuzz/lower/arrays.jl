a = [1 2; 3 4]
b = [x^2 for x in 1:10 if isodd(x)]
c = [a -b]
d = Int[]
e = A[end, 2:end-1]
f = [i * j for i in 1:3 for j in 1:i]
g = sum(x for x in xs)
