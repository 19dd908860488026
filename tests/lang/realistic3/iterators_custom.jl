# Custom iterators: an infinite Fibonacci stream, a Collatz sequence and a sliding window
struct Fib end
Base.iterate(::Fib, (a, b) = (0, 1)) = (a, (b, a + b))
Base.IteratorSize(::Type{Fib}) = Base.IsInfinite()
Base.eltype(::Type{Fib}) = Int

struct Collatz
    start::Int
end
function Base.iterate(c::Collatz, n = c.start)
    n == 0 && return nothing
    next = n == 1 ? 0 : iseven(n) ? n ÷ 2 : 3n + 1
    (n, next)
end
Base.IteratorSize(::Type{Collatz}) = Base.SizeUnknown()

struct Windows{V}
    v::V
    k::Int
end
Base.length(w::Windows) = max(length(w.v) - w.k + 1, 0)
Base.iterate(w::Windows, i = 1) = i > length(w) ? nothing : (view(w.v, i:i+w.k-1), i + 1)

println(collect(Iterators.take(Fib(), 12)))
println(first(Iterators.dropwhile(<(1000), Fib())))
evens = Iterators.filter(iseven, Fib())
println(collect(Iterators.take(evens, 5)))
println(collect(Collatz(6)))
lens = [(n, count(_ -> true, Collatz(n))) for n in 1:10]
best = argmax(last, lens)
println(best, " ", sum(last, lens))
w = Windows([1, 3, 5, 7, 9, 11], 3)
println(length(w), " ", [sum(x) for x in w])
println(collect(w)[2], " ", typeof(first(w)) <: SubArray)
for (i, (a, b)) in enumerate(zip(Fib(), Collatz(3)))
    println(i, ": ", a, " ", b)
end
println(collect(Iterators.takewhile(x -> x < 30, Fib())))
acc = accumulate(+, Iterators.take(Fib(), 8))
println(acc, " ", Base.IteratorSize(Fib()), " ", Base.IteratorSize(w))
#= expect
[0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
1597
[0, 2, 8, 34, 144]
Any[6, 3, 10, 5, 16, 8, 4, 2, 1]
(9, 20) 77
4 [9, 15, 21, 27]
[3, 5, 7] true
1: 0 3
2: 1 10
3: 1 5
4: 2 16
5: 3 8
6: 5 4
7: 8 2
8: 13 1
[0, 1, 1, 2, 3, 5, 8, 13, 21]
[0, 1, 2, 4, 7, 12, 20, 33] Base.IsInfinite() Base.HasLength()
=#
