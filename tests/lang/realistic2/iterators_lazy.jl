# Iterators: a user iterator and the lazy combinators of Base.Iterators
struct Fib end
Base.iterate(::Fib, (a, b) = (0, 1)) = (b, (b, a + b))
Base.IteratorSize(::Type{Fib}) = Base.IsInfinite()
Base.eltype(::Type{Fib}) = Int

struct Countdown
    from::Int
end
function Base.iterate(c::Countdown, n = c.from)
    n < 1 && return nothing
    return (n, n - 1)
end
Base.length(c::Countdown) = c.from
Base.eltype(::Type{Countdown}) = Int

using Base.Iterators: take, drop, partition, flatten, product, takewhile, dropwhile

println(collect(take(Fib(), 10)))
println(first(drop(Fib(), 20)))
println(collect(takewhile(<(100), Fib())))
println(collect(Countdown(5)), " ", length(Countdown(3)), " ", sum(Countdown(10)))
for (i, x) in enumerate(Countdown(3))
    print(i, ":", x, i < 3 ? " " : "\n")
end
println(map(collect, partition(1:7, 3)))
println(collect(flatten([[1, 2], [3], [4, 5]])))
println(vec(collect(product(1:2, 'a':'b'))))
println(collect(dropwhile(iseven, [2, 4, 5, 6, 7])))
println(collect(take(Iterators.cycle([1, 2, 3]), 7)))
println(collect(Iterators.map(x -> x^2, 1:5)))
println(collect(Iterators.filter(isodd, 1:10)))
println(accumulate(+, 1:5), " ", accumulate(*, 1:5))
println(collect(zip(1:3, "abc", [:x, :y, :z])))
println(collect(Iterators.reverse(1:4)), " ", collect(Iterators.repeated("hi", 2)))
println(collect(take(Iterators.countfrom(10, 5), 4)))
println([x * y for (x, y) in zip(Countdown(3), Fib())])
println(sum(x for x in take(Fib(), 30) if iseven(x)))
println(foldl((acc, x) -> acc * 10 + x, [1, 2, 3]; init = 0))
println(collect(Iterators.rest(1:6, 4)), " ", collect(pairs((a = 1, b = 2))))
it = Iterators.Stateful([10, 20, 30, 40])
println(popfirst!(it), " ", collect(take(it, 2)), " ", collect(it))
#= expect
[1, 1, 2, 3, 5, 8, 13, 21, 34, 55]
10946
[1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
[5, 4, 3, 2, 1] 3 55
1:3 2:2 3:1
[[1, 2, 3], [4, 5, 6], [7]]
[1, 2, 3, 4, 5]
[(1, 'a'), (2, 'a'), (1, 'b'), (2, 'b')]
[5, 6, 7]
[1, 2, 3, 1, 2, 3, 1]
[1, 4, 9, 16, 25]
[1, 3, 5, 7, 9]
[1, 3, 6, 10, 15] [1, 2, 6, 24, 120]
[(1, 'a', :x), (2, 'b', :y), (3, 'c', :z)]
[4, 3, 2, 1] ["hi", "hi"]
[10, 15, 20, 25]
[3, 2, 2]
1089154
123
[5, 6] [:a => 1, :b => 2]
10 [20, 30] [40]
=#
