# native: at least 5 compiled
# native: compiles sum_all sum_floats first_above find_pair pair_total
# Loops whose state is a Union (`iterate`'s Union{Nothing, Tuple}), and calls that
# return one: native code stores such a value into its slot, or returns it through
# its pointer, one field at a time (docs/native.md), so the loop over a vector has a
# single exit and LLVM vectorizes it. Results are exact at every length, including
# the empty vector and lengths that leave a remainder after the vector loop.

function sum_all(v::Vector{Int})
    s = 0
    for x in v
        s += x
    end
    return s
end

function sum_floats(v::Vector{Float64})
    s = 0.0
    for x in v
        s += x
    end
    return s
end

# The state handed to `iterate` by hand: a Union held in a slot across the loop.
function first_above(v::Vector{Int}, t::Int)
    next = iterate(v)
    while next !== nothing
        x, i = next
        x > t && return i - 1
        next = iterate(v, i)
    end
    return 0
end

# A Union{Nothing, Tuple{Int, Int}} returned by a callee.
function find_pair(v::Vector{Int}, t::Int)
    for i in 1:length(v)
        v[i] == t && return (i, v[i] * 2)
    end
    return nothing
end

function pair_total(v::Vector{Int}, ts::Vector{Int})
    total = 0
    for t in ts
        p = find_pair(v, t)
        if p !== nothing
            total += p[1] * 1000 + p[2]
        end
    end
    return total
end

for n in (0, 1, 2, 3, 7, 8, 9, 31, 32, 33, 100, 1001)
    v = [(i * 7919) % 1000 - 500 for i in 1:n]
    f = [0.5 * x for x in v]
    println(n, " ", sum_all(v), " ", sum_floats(f), " ", first_above(v, 400),
            " ", pair_total(v, n == 0 ? Int[] : [v[min(n, 3)], v[1], 1000]))
end
println(sum_all(Int[]), " ", first_above(Int[], 0), " ", pair_total([1, 2, 3], [3, 4, 1]))
println(sum_all([typemax(Int), 1]))

#= expect
0 0 0.0 0 0
1 419 209.5 1 3676
2 757 378.5 1 4514
3 1014 507.0 1 5352
7 1232 616.0 1 5352
8 1084 542.0 1 5352
9 855 427.5 1 5352
31 1324 662.0 1 5352
32 1232 616.0 1 5352
33 1059 529.5 1 5352
100 -50 -25.0 1 5352
1001 -81 -40.5 1 5352
0 0 4008
-9223372036854775808
=#
