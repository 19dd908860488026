# Closures, higher-order functions and keyword arguments.
function make_counter(start = 0; step = 1)
    n = start
    return () -> (n += step)
end
c = make_counter()
c(); c()
println(c())
c10 = make_counter(10; step = 5)
println(c10(), " ", c10())
compose = (f, g) -> x -> f(g(x))
inc_then_double = compose(x -> 2x, x -> x + 1)
println(inc_then_double(3), " ", (sqrt ∘ abs)(-16), " ", map(uppercase ∘ string, [:a, :b]))
adders = [x -> x + i for i in 1:3]
println([f(10) for f in adders])
memo = Dict{Int, BigInt}()
fib(n) = n <= 2 ? big(1) : get!(() -> fib(n - 1) + fib(n - 2), memo, n)
println(fib(100))
function apply_n(f, x, n::Integer)
    for _ in 1:n
        x = f(x)
    end
    x
end
println(apply_n(x -> x * 2, 1, 10))
opts(; verbose = false, level::Int = 1, kw...) = (verbose, level, length(kw))
println(opts(), " ", opts(level = 3, extra = "x", verbose = true))
nt = (a = 1, b = "two")
println(nt.a, " ", nt[:b], " ", keys(nt), " ", values(nt), " ", nt)
f(x, y...) = (x, length(y), y)
println(f(1), " ", f(1, 2, 3))
g = x -> begin
    y = x^2
    y + 1
end
println(g(3), " ", (x -> x + 1).(1:3), " ", filter(!isnothing, [1, nothing, 2]))
println(something(nothing, 5), " ", isnothing(nothing), " ", Some(3))
h(x::Int) = "int"; h(x::AbstractFloat) = "float"; h(x) = "other"
println(h(1), h(1.0), h("s"), " ", length(methods(h)))
println(applicable(h, 1), " ", hasmethod(h, Tuple{Int}))
#= expect
3
15 20
8 4.0 ["A", "B"]
[11, 12, 13]
354224848179261915075
1024
(false, 1, 0) (true, 3, 1)
1 two (:a, :b) (1, "two") (a = 1, b = "two")
(1, 0, ()) (1, 2, (2, 3))
10 [2, 3, 4] Union{Nothing, Int64}[1, 2]
5 true Some(3)
intfloatother 3
true true
=#
