# Closures: counters, accumulators, memoization and function composition
function make_counter(start = 0; step = 1)
    n = start
    increment() = (n += step)
    reset() = (n = start)
    get() = n
    (; increment, reset, get)
end

c = make_counter()
c.increment(); c.increment()
println(c.get(), " ", c.increment())
c.reset()
println(c.get())
c10 = make_counter(100; step = 10)
foreach(_ -> c10.increment(), 1:3)
println(c10.get(), " ", c.get())

function memoize(f)
    cache = Dict{Any,Any}()
    calls = Ref(0)
    g = function (args...)
        get!(cache, args) do
            calls[] += 1
            f(args...)
        end
    end
    g, () -> (length(cache), calls[])
end

slow_fib(n) = n < 2 ? n : slow_fib(n - 1) + slow_fib(n - 2)
mfib, stats = memoize(slow_fib)
println(mfib(20), " ", mfib(20), " ", mfib(10), " ", stats())

const memo = Dict{Int,BigInt}()
function fib(n)
    n < 2 && return BigInt(n)
    get!(() -> fib(n - 1) + fib(n - 2), memo, n)
end
println(fib(100), " ", length(memo))

compose_all(fs...) = reduce(∘, fs)
inc(x) = x + 1
dbl(x) = 2x
h = compose_all(inc, dbl, sqrt)
println(h(16), " ", (dbl ∘ inc)(3), " ", (inc ∘ dbl)(3), " ", map(inc ∘ dbl, [1, 2]))

adders = [x -> x + i for i in 1:3]
println([a(10) for a in adders])
fs = Function[]
for i in 1:3
    push!(fs, () -> i * 100)
end
println([f() for f in fs])
total = 0
apply_n(f, n, x) = n == 0 ? x : apply_n(f, n - 1, f(x))
println(apply_n(x -> 3x + 1, 4, 1), " ", apply_n(uppercase, 1, "ok"))
pipeline = [strip, lowercase, s -> replace(s, " " => "_")]
println(foldl((acc, f) -> f(acc), pipeline; init = "  Hello Big World "))
println("  x " |> strip |> uppercase, " ", 16 |> sqrt |> Int)
#= expect
2 3
0
130 0
6765 6765 55 (2, 2)
354224848179261915075 99
9.0 8 7 [3, 5]
[11, 12, 13]
[100, 200, 300]
121 OK
hello_big_world
X 4
=#
