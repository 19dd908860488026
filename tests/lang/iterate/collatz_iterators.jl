# Iterators: a custom iterator type and the Iterators module.
struct Collatz
    start::Int
end
function Base.iterate(c::Collatz, n = c.start)
    n == 0 && return nothing
    next = n == 1 ? 0 : iseven(n) ? n ÷ 2 : 3n + 1
    return (n, next)
end
Base.IteratorSize(::Type{Collatz}) = Base.SizeUnknown()
println(collect(Collatz(6)))
println(length(collect(Collatz(27))), " ", maximum(Collatz(27)))
println(sum(Collatz(7)), " ", first(Collatz(7), 3))
using Base.Iterators
println(collect(take(countfrom(10, 5), 3)))
println(collect(takewhile(x -> x < 10, Collatz(3))))
println(collect(enumerate("abc")))
println(collect(zip(1:3, "xyz")))
println(collect(Iterators.flatten([[1, 2], [3]])))
println(collect(Iterators.product(1:2, 'a':'b')))
println([p for p in partition(1:7, 3)])
println(collect(Iterators.reverse([1, 2, 3])), " ", collect(drop(1:5, 3)))
println(first(cycle([1, 2]), 5))
println(collect(Iterators.filter(isodd, 1:6)), " ", collect(Iterators.map(x -> x^2, 1:3)))
for (i, (a, b)) in enumerate(zip([1, 2], [3, 4]))
    println(i, " ", a + b)
end
println(accumulate(+, 1:5), " ", foldl(-, 1:4), " ", foldr(-, 1:4), " ", reduce(*, 1:5))
println(mapreduce(x -> x^2, +, 1:4), " ", prod(1:5), " ", sum(1:100))
println(collect(pairs(["a", "b"])))
println(only([42]), " ", last(1:10, 2), " ", collect(Iterators.peel(1:3)[2]))
#= expect
Any[6, 3, 10, 5, 16, 8, 4, 2, 1]
112 9232
288 Any[7, 22, 11]
[10, 15, 20]
Any[3]
[(1, 'a'), (2, 'b'), (3, 'c')]
[(1, 'x'), (2, 'y'), (3, 'z')]
[1, 2, 3]
[(1, 'a') (1, 'b'); (2, 'a') (2, 'b')]
UnitRange{Int64}[1:3, 4:6, 7:7]
[3, 2, 1] [4, 5]
[1, 2, 1, 2, 1]
[1, 3, 5] [1, 4, 9]
1 4
2 6
[1, 3, 6, 10, 15] -8 -2 120
30 120 5050
[1 => "a", 2 => "b"]
42 9:10 [2, 3]
=#
