# Closures as people use them: counters and accumulators, memoisation, callbacks with do-blocks, composition
function make_counter(start = 0; step = 1)
    count = start
    increment() = (count += step)
    reset() = (count = start)
    get() = count
    (; increment, reset, get)
end

c = make_counter(10; step = 5)
c.increment(); c.increment()
println(c.get(), " ", c.increment(), " ", (c.reset(); c.get()))

function memoize(f)
    cache = Dict{Any,Any}()
    hits = Ref(0)
    function wrapped(args...)
        if haskey(cache, args)
            hits[] += 1
            return cache[args]
        end
        cache[args] = f(args...)
    end
    wrapped, () -> (length(cache), hits[])
end
slow_square(x) = x^2
msq, stats = memoize(slow_square)
println([msq(x) for x in [1, 2, 3, 2, 1, 4]], " ", stats())

const fibmemo = Dict{Int,BigInt}()
fib(n) = n <= 2 ? big(1) : get!(() -> fib(n - 1) + fib(n - 2), fibmemo, n)
println(fib(100), " ", length(fibmemo))

adders = [x -> x + i for i in 1:3]
println([f(10) for f in adders])
fs = Function[]
for i in 1:3
    push!(fs, () -> i * 100)
end
println(map(f -> f(), fs))

compose_all(fs...) = reduce(∘, fs)
pipeline = compose_all(x -> x * 2, x -> x + 1, abs)
println(pipeline(-5), " ", (sqrt ∘ abs)(-16), " ", map(uppercase ∘ string, [:a, :b]))
inc = Base.Fix1(+, 1)
halve = Base.Fix2(/, 2)
println(inc(41), " ", halve(9), " ", map(Base.Fix2(^, 2), 1:4), " ", filter(!iszero ∘ (x -> x % 3), 1:10))

function with_logging(f, label)
    println("[", label, "] start")
    result = f()
    println("[", label, "] done => ", result)
    result
end
total = with_logging("sum") do
    s = 0
    for k in 1:10
        s += k^2
    end
    s
end
println(total)

results = map([3, 1, 2], ["c", "a", "b"]) do n, s
    s^n
end
println(results)
sorted = sort(["banana", "Apple", "cherry"]; lt = (a, b) -> lowercase(a) < lowercase(b))
println(sorted)
acc = let total = 0
    x -> (total += x)
end
println([acc(v) for v in 1:5])
counter = 0
bump!() = (global counter += 1)
foreach(_ -> bump!(), 1:7)
println(counter)
#= expect
20 25 10
[1, 4, 9, 4, 1, 16] (4, 2)
354224848179261915075 98
[11, 12, 13]
[100, 200, 300]
12 4.0 ["A", "B"]
42 4.5 [1, 4, 9, 16] [1, 2, 4, 5, 7, 8, 10]
[sum] start
[sum] done => 385
385
["ccc", "a", "bb"]
["Apple", "banana", "cherry"]
[1, 3, 6, 10, 15]
7
=#
