# native: at least 6 compiled
# native: compiles range_sum nested breaks empty_count wrap_sum float_steps count_down
# `for` loops over ranges as native code runs them under --compile=all: the
# loop variable is typed through the iteration protocol's `=== nothing` test
# (inference narrows it), so these bodies compile whole.
function range_sum(a::Int, b::Int)
    s = 0
    for i in a:b
        s += i
    end
    return s
end

function nested(n::Int)
    s = 0
    for i in 1:n
        for j in i:n
            s += i * j
        end
    end
    return s
end

# Early exit and skipped iterations.
function breaks(n::Int)
    s = 0
    for i in 1:n
        if i % 3 == 0
            continue
        end
        if i > 20
            break
        end
        s += i
    end
    return s
end

function empty_count(a::Int, b::Int)
    k = 0
    for i in a:b
        k += 1
    end
    return k
end

# The last element is typemax: iteration stops at it (no overflow), the sum wraps.
function wrap_sum(n::Int)
    s = 0
    for i in (typemax(Int) - n):typemax(Int)
        s += i
    end
    return s
end

function float_steps(n::Int)
    x = 0.0
    for i in 1:n
        x += 1.0 / i
    end
    return x
end

function count_down(n::Int)
    last = 0
    for i in 1:n
        last = n - i
    end
    return last
end

println(range_sum(1, 100), " ", range_sum(-5, 5), " ", range_sum(10, 1))
println(nested(10), " ", nested(0))
println(breaks(100), " ", breaks(5))
println(empty_count(1, 0), " ", empty_count(5, 1), " ", empty_count(3, 3), " ", empty_count(-2, 2))
println(wrap_sum(0), " ", wrap_sum(3))
println(float_steps(10), " ", float_steps(0))
println(count_down(7), " ", count_down(0))
println(range_sum(typemin(Int), typemin(Int) + 2))

#= expect
5050 0 0
1705 0
147 12
0 0 1 5
9223372036854775807 -10
2.9289682539682538 0.0
0 0
-9223372036854775805
=#
