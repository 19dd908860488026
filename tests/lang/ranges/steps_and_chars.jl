# Stepped ranges (the stop is normalized to the last element) and Char ranges.
for i in 3:-1:1
    print(i)
end
println()
println(collect('a':'e'))
println(join('a':'e'))
println(length(1:0), " ", length(0:-1:10))
evens = 2:2:10
println(sum(evens), " ", length(evens), " ", evens[end])
println([x^2 for x in 1:2:7])
println(step(10:-5:0), " ", last(10:-5:0))
println(findfirst(==(7), 1:2:9))
println(collect(1:3:10))
println(1:3:10)
println(1:3:11)
n = 4
println(collect(n:-1:1))
#= expect
321
['a', 'b', 'c', 'd', 'e']
abcde
0 0
30 5 10
[1, 9, 25, 49]
-5 0
4
[1, 4, 7, 10]
1:3:10
1:3:10
[4, 3, 2, 1]
=#
