using Base.Iterators: take, drop, cycle, partition, flatten, product, countfrom, takewhile
println(collect(take(cycle([1, 2, 3]), 7)))
println(collect(partition(1:7, 3)))
println(collect(flatten([[1, 2], [3], Int[]])))
println(collect(product(1:2, "ab")))
println(first(drop(countfrom(10, 5), 3)))
println(collect(takewhile(x -> x < 10, map(x -> x^2, 1:100))))
for (i, (a, b)) in enumerate(zip("xyz", 10:12))
    println(i, " ", a, " ", b)
end
println(collect(Iterators.reverse(1:4)))
println(sum(Iterators.filter(isodd, 1:10)))
println(collect(Iterators.map(uppercase, ["a", "b"])))
it = Iterators.Stateful([1, 2, 3, 4])
println(popfirst!(it), " ", collect(it))
#= expect
[1, 2, 3, 1, 2, 3, 1]
UnitRange{Int64}[1:3, 4:6, 7:7]
[1, 2, 3]
[(1, 'a') (1, 'b'); (2, 'a') (2, 'b')]
25
[1, 4, 9]
1 x 10
2 y 11
3 z 12
[4, 3, 2, 1]
25
["A", "B"]
1 [2, 3, 4]
=#
