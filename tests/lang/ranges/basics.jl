# Integer ranges: construction, printing, indexing, membership.
r = 1:5
println(r)
println(collect(r))
println(length(r), " ", first(r), " ", last(r), " ", step(r))
println(typeof(r))
s = 1:2:9
println(s, " ", collect(s))
println(typeof(s))
t = 10:-2:1
println(t)
println(collect(t))
println(length(5:4), " ", isempty(5:4))
println(collect(5:4))
println(sum(1:100))
println(3 in 1:5, " ", 3 in 1:2:9, " ", 4 in 1:2:9)
println(r[2], " ", r[end], " ", s[3])
println(reverse(1:3))
println(collect(reverse(1:3)))
println((1:10)[2:4])
println(collect(range(0, step=5, length=3)))
println(collect(2 .* (1:3)))
println(1:3 == [1, 2, 3])
println(0:0)
#= expect
1:5
[1, 2, 3, 4, 5]
5 1 5 1
UnitRange{Int64}
1:2:9 [1, 3, 5, 7, 9]
StepRange{Int64, Int64}
10:-2:2
[10, 8, 6, 4, 2]
0 true
Int64[]
5050
true true false
2 5 5
3:-1:1
[3, 2, 1]
2:4
[0, 5, 10]
[2, 4, 6]
true
0:0
=#
