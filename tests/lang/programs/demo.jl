# The project's demo program: a little of everything in Tier 1.
struct Point
    x::Float64
    y::Float64
end

norm2(p::Point) = sqrt(p.x^2 + p.y^2)

function collatz_length(n::Int)
    steps = 0
    while n != 1
        n = iseven(n) ? n ÷ 2 : 3n + 1
        steps += 1
    end
    return steps
end

longest = maximum(collatz_length(n) for n in 1:10_000)
println("longest Collatz chain below 10000: ", longest)

words = split("the quick brown fox jumps over the lazy dog the end")
counts = Dict{String, Int}()
for w in words
    counts[w] = get(counts, w, 0) + 1
end
println("most common word: ", first(sort(collect(counts), by = last, rev = true)))

p = Point(3.0, 4.0)
println("norm of $p is $(norm2(p))")
#= expect
longest Collatz chain below 10000: 261
most common word: "the" => 3
norm of Point(3.0, 4.0) is 5.0
=#
