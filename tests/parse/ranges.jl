a = 1:10
b = 1:2:10
c = 10:-1:1
d = 1:n-1
e = a:b:c:d:e
f = 0.0:0.1:1.0
g = x[2:end]
h = collect(1:n)
for i in 1:length(v)
    println(i)
end
s = first:last
