#= options: --heap-size-hint=48M =#
# A program that keeps what it allocates beyond the heap's limit gets
# OutOfMemoryError, which it can catch. What it held is then garbage, and the
# program goes on: the limit applies again, the next time as the first.

# A loop: its back-edge is where the error is raised.
function hoard()
    kept = Vector{Int}[]
    while true
        push!(kept, zeros(Int, 1000))
    end
end

# A recursion that allocates on its way down and never returns: each call is
# where it may be raised (long before StackOverflowError: 100,000 calls would
# hold 800 MB).
function descend(n)
    v = zeros(Int, 1000)
    return descend(n + 1) + v[1]
end

for round in 1:2
    try
        hoard()
    catch e
        println(round, ": ", e)
    end
end
try
    descend(1)
catch e
    println(typeof(e))
end
println(sum(zeros(Int, 100_000)))
println("still running")
#= expect
1: OutOfMemoryError()
2: OutOfMemoryError()
OutOfMemoryError
0
still running
=#
