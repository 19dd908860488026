# Closures, counters and do-blocks
function make_counter(start = 0)
    count = start
    increment() = (count += 1)
    get() = count
    return (increment = increment, get = get)
end

c = make_counter(10)
c.increment(); c.increment()
println(c.get())

function make_accumulators()
    fs = Function[]
    for i in 1:3
        push!(fs, x -> x + i)
    end
    fs
end
println([f(10) for f in make_accumulators()])

adder(n) = x -> x + n
compose_all(fs...) = foldr(∘, fs)
inc_then_double = compose_all(x -> 2x, adder(1))
println(inc_then_double(5), " ", (sqrt ∘ abs)(-16), " ", map(adder(3) ∘ adder(4), [1, 2]))

total = sum(1:4) do x
    x^2
end
println(total)
words = ["kiwi", "apple", "fig", "banana"]
sorted = sort(words; by = length)
println(sorted)
lens = map(words) do w
    uppercase(w[1]) * w[2:end]
end
println(lens)
found = findfirst(words) do w
    startswith(w, "b")
end
println(found)
cache = Dict{Int,Int}()
function slow_square(n)
    get!(cache, n) do
        println("computing ", n)
        n^2
    end
end
println(slow_square(4), " ", slow_square(4), " ", length(cache))
buf = IOBuffer()
foreach([1, 2, 3]) do x
    print(buf, x, ";")
end
println(String(take!(buf)))
function with_resource(f, name)
    println("open ", name)
    try
        return f(name)
    finally
        println("close ", name)
    end
end
r = with_resource("db") do h
    string(h, "-result")
end
println(r)
try
    with_resource("file") do h
        error("failed using $h")
    end
catch e
    println("caught: ", e.msg)
end
println(filter(x -> x % 3 == 0, 1:20) |> length)
memo = let hits = 0
    () -> (hits += 1)
end
memo(); memo()
println(memo())
counter = 0
incr!() = (global counter += 1)
foreach(_ -> incr!(), 1:5)
println(counter)
println(map((x, y) -> x * y, [1, 2, 3], [4, 5, 6]))
println(mapreduce(x -> x^2, +, 1:4), " ", any(x -> x > 3, [1, 5]), " ", all(isodd, [1, 3]))
#= expect
12
[11, 12, 13]
12 4.0 [8, 9]
30
["fig", "kiwi", "apple", "banana"]
["Kiwi", "Apple", "Fig", "Banana"]
4
computing 4
16 16 1
1;2;3;
open db
close db
db-result
open file
close file
caught: failed using file
6
3
5
[4, 10, 18]
30 true true
=#
