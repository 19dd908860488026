# `begin` inside indexing is the first index (firstindex).
a = [10, 20, 30, 40]
println(a[begin])
println(a[begin + 1])
println(a[begin:end-1])
s = "hello"
println(s[begin])
println(s[begin:begin+1])
m = [1 2; 3 4]
println(m[begin, end])
println(m[end, begin])
a[begin] = 5
println(a)
t = (7, 8, 9)
println(t[begin])
#= expect
10
20
[10, 20, 30]
h
he
2
3
[5, 20, 30, 40]
7
=#
