# Types implementing Base.iterate: Fibonacci, a Collatz sequence, a sliding window, a tree walk
struct Fib
    n::Int
end
function Base.iterate(f::Fib, state = (0, 1, 0))
    a, b, k = state
    k >= f.n ? nothing : (a, (b, a + b, k + 1))
end
Base.length(f::Fib) = f.n
Base.eltype(::Type{Fib}) = Int

struct Collatz
    start::Int
end
Base.IteratorSize(::Type{Collatz}) = Base.SizeUnknown()
Base.eltype(::Type{Collatz}) = Int
function Base.iterate(c::Collatz, n = c.start)
    n == 0 && return nothing
    next = n == 1 ? 0 : iseven(n) ? n ÷ 2 : 3n + 1
    (n, next)
end

struct Windows{T}
    v::Vector{T}
    k::Int
end
Base.length(w::Windows) = max(0, length(w.v) - w.k + 1)
Base.eltype(::Type{Windows{T}}) where {T} = SubArray{T,1,Vector{T},Tuple{UnitRange{Int}},true}
Base.iterate(w::Windows, i = 1) = i > length(w) ? nothing : (view(w.v, i:i+w.k-1), i + 1)

println(collect(Fib(12)))
println(sum(Fib(20)), " ", length(Fib(5)), " ", eltype(Fib(3)), " ", [x for x in Fib(10) if isodd(x)])
for (i, f) in enumerate(Fib(5))
    print(i, ":", f, i < 5 ? " " : "\n")
end
println(collect(Collatz(6)), " ", length(collect(Collatz(27))), " ", maximum(Collatz(27)))
println(first(Collatz(97), 5), " ", count(iseven, Collatz(97)))
w = Windows([1, 4, 9, 16, 25, 36], 3)
println(length(w), " ", [sum(x) for x in w], " ", map(collect, w)[end])
println(collect(zip(Fib(4), Collatz(3))), " ", collect(Iterators.take(Collatz(7), 4)))
it = iterate(Fib(3))
while it !== nothing
    x, st = it
    print(x, " => ", st, "; ")
    global it = iterate(Fib(3), st)
end
println()
println(collect(Iterators.filter(x -> x % 3 == 0, Fib(15))), " ", reduce(*, Iterators.drop(Fib(7), 2)))
println(Base.IteratorSize(Fib), " ", Base.IteratorSize(Collatz), " ", Base.IteratorEltype(Fib))
println(typeof(collect(Collatz(5))), " ", Set(Collatz(5)) == Set([5, 16, 8, 4, 2, 1]))
r = Iterators.reverse(collect(Fib(6)))
println(collect(r), " ", sort(collect(Collatz(3)), rev = true), " ", extrema(Fib(9)))
#= expect
[0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]
10945 5 Int64 [1, 1, 3, 5, 13, 21]
1:0 2:1 3:1 4:2 5:3
[6, 3, 10, 5, 16, 8, 4, 2, 1] 112 9232
[97, 292, 146, 73, 220] 75
4 [14, 29, 50, 77] [16, 25, 36]
[(0, 3), (1, 10), (1, 5), (2, 16)] [7, 22, 11, 34]
0 => (1, 1, 1); 1 => (1, 2, 2); 1 => (2, 3, 3); 
[0, 3, 21, 144] 240
Base.HasLength() Base.SizeUnknown() Base.HasEltype()
Vector{Int64} true
[5, 3, 2, 1, 1, 0] [16, 10, 8, 5, 4, 3, 2, 1] (0, 21)
=#
