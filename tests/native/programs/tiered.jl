# native: at least 3 compiled
# native: tiered, at least 4 hot
# native: tiered warm run, at least 2 from the first call
# Tiering in the default mode (docs/native.md): methods start interpreted and
# are compiled once hot, by calls or by the back-edges of their own loops;
# the output is the interpreter's byte for byte, through exceptions thrown by
# code that was native, stack traces, and a method redefined once its caller
# is native.

# Hot by calls: called 3000 times from an interpreted loop.
function steps(n::Int)
    s = 0
    while n != 1
        n = iseven(n) ? n ÷ 2 : 3n + 1
        s += 1
    end
    s
end
function longest(limit)
    best = 0
    arg = 0
    for i in 1:limit
        k = steps(i)
        if k > best
            best = k
            arg = i
        end
    end
    println("longest ", arg, " ", best)
end
longest(3000)

# Hot by back-edges: called three times, its loop makes it hot in the first
# (compiled there and then), so the later calls run natively; in a warm run
# (the program had hot code before) from its first call.
function spin(n::Int)
    acc = 0
    i = 0
    while i < n
        acc = (acc * 31 + i) % 1000003
        i += 1
    end
    acc
end
for k in 1:3
    println("spin ", spin(120_000 + k))
end

# An exception from a method that is hot: native code gives the call back and
# the interpreter throws, as it always does.
halve(x::Int) = x == 2500 ? throw(DomainError(x, "not this one")) : x ÷ 2
function halves(n)
    t = 0
    for i in 1:n
        try
            t += halve(i)
        catch e
            println("caught ", typeof(e), " ", e.val)
        end
    end
    println("halves ", t)
end
halves(3000)

# A method redefined after its caller became native: the caller sees the new
# definition at its next call.
scale(x::Int) = 2x
use_scale(x::Int) = scale(x) + 1
function sum_scaled(n)
    t = 0
    for i in 1:n
        t += use_scale(i)
    end
    t
end
println("scaled ", sum_scaled(2000))
scale(x::Int) = 3x
println("scaled ", sum_scaled(2000))

# Uncaught, from a hot method: the stack trace is the interpreter's.
root(x::Float64) = sqrt(x - 2999.0)
function roots(n)
    t = 0.0
    for i in 1:n
        t += root(Float64(3000 - i + 2000))
    end
    t
end
println("roots ", roots(1000) > 0)
println(roots(3000))

#= expect
longest 2919 216
spin 66827
spin 191632
spin 60576
caught DomainError 2500
halves 2248750
scaled 4004000
scaled 6005000
roots true
=#
