# Base.iterate and Base.length make a user type usable in for loops,
# collect, sum, comprehensions and enumerate. Without an eltype method,
# collect gives a Vector{Any}.
struct Countdown
    from::Int
end
Base.iterate(c::Countdown) = c.from < 1 ? nothing : (c.from, c.from - 1)
Base.iterate(c::Countdown, state) = state < 1 ? nothing : (state, state - 1)
Base.length(c::Countdown) = c.from
for x in Countdown(3)
    print(x, ",")
end
println()
println(collect(Countdown(4)))
println(sum(Countdown(10)))
println([2x for x in Countdown(3)])
println(length(Countdown(5)))
println(first(Countdown(7)))
for (i, x) in enumerate(Countdown(2))
    println(i, ":", x)
end
println(maximum(Countdown(6)))
for x in Countdown(0)
    println("never")
end
println(3 in Countdown(5), " ", 9 in Countdown(5))
#= expect
3,2,1,
Any[4, 3, 2, 1]
55
[6, 4, 2]
5
7
1:2
2:1
6
true false
=#
