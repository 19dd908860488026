# native: at least 5 compiled
# native: compiles egal negated not_egal split_call isa_branches inside_count first_multiple
# Values of small Unions (Union{Nothing, Int64}, Union{Float64, Int64}) in
# native code, and the branches inference narrows them in: `=== nothing`,
# `!`, `!==`, `isnothing`, `isa`. A narrowing native code relies on is
# checked against the value's tag (it bails, never misreads).
maybe(flag::Bool) = flag ? 1 : nothing

function egal(flag::Bool)
    x = maybe(flag)
    if x === nothing
        return 0
    end
    return x + 1
end

function negated(flag::Bool)
    x = maybe(flag)
    if !(x === nothing)
        return x * 2
    end
    return -1
end

not_egal(flag::Bool) = (x = maybe(flag); x !== nothing ? x : 7)
split_call(flag::Bool) = (x = maybe(flag); isnothing(x) ? 0 : x)

intorfloat(flag::Bool) = flag ? 1 : 2.5

function isa_branches(flag::Bool)
    y = intorfloat(flag)
    if y isa Int
        return Float64(y + 1)
    else
        return y * 2.0
    end
end

# The slot is reassigned inside the loop: each test sees the new value.
function inside_count(n::Int)
    k = 0
    x = maybe(true)
    for i in 1:n
        x = maybe(i % 2 == 0)
        if x !== nothing
            k += x
        end
    end
    return k
end

# A search that returns nothing or an index, and its caller's test.
function find_multiple(n::Int, m::Int)
    for i in 1:n
        if i % m == 0
            return i
        end
    end
    return nothing
end

function first_multiple(n::Int, m::Int)
    r = find_multiple(n, m)
    r === nothing ? -1 : r
end

println(egal(true), " ", egal(false), " ", negated(true), " ", negated(false))
println(not_egal(true), " ", not_egal(false), " ", split_call(true), " ", split_call(false))
println(isa_branches(true), " ", isa_branches(false))
println(inside_count(10), " ", inside_count(0))
println(first_multiple(20, 7), " ", first_multiple(5, 7), " ", first_multiple(0, 1))

#= expect
2 0 2 -1
1 7 1 0
2.0 5.0
5 0
7 -1 -1
=#
