# Iterators.partition, flatten, product, cycle, drop, takewhile, dropwhile, rest;
# findmax / argmax over generators.
println(collect(Iterators.partition(1:7, 3)))
for p in Iterators.partition([1, 2, 3, 4, 5], 2)
    println(p)
end
println(collect(Iterators.flatten([[1, 2], [3]])))
for (a, b) in Iterators.product(1:2, 3:4)
    print((a, b), " ")
end
println()
println(collect(Iterators.take(Iterators.cycle([1, 2]), 5)))
println(collect(Iterators.drop(1:5, 2)), " ", collect(Iterators.takewhile(<(3), 1:5)), " ",
        collect(Iterators.dropwhile(<(3), 1:5)))
println(collect(Iterators.rest([1, 2, 3], 2)))
println(findmax(x^2 for x in [3, -5, 2]), " ", findmin(abs(x - 4) for x in [1, 9, 5]))
println(findmin([3, 1, 2]), " ", argmax([3, 9, 2]), " ", argmin([3, 9, 2]), " ", argmax(x -> -x, [3, 1, 2]))
println(maximum(length(s) for s in ["a", "abc", "ab"]))
#= expect
UnitRange{Int64}[1:3, 4:6, 7:7]
[1, 2]
[3, 4]
[5]
[1, 2, 3]
(1, 3) (2, 3) (1, 4) (2, 4) 
[1, 2, 1, 2, 1]
[3, 4, 5] [1, 2] [3, 4, 5]
[2, 3]
(25, 2) (1, 3)
(1, 2) 2 3 1
3
=#
