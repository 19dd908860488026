# native: at least 6 compiled
# native: compiles build_front insert_sorted! drop_at! edit_then_bounds! fresh_edits item_front
# insert!, deleteat!, pushfirst! and popfirst! in native code (Core.array_grow_at,
# array_del_at, array_grow_beg, array_del_beg through kiln_rt_array_edit): on
# the caller's vector the runtime first logs the header and every element from
# the edit's place on, so that a bail (an index out of bounds after three
# edits) gives the interpreter the vector as it was, and the interpreter then
# does each edit once; a vector the call made is edited without records.
struct Item
    value::Int
    next::Union{Item, Nothing}
end

function build_front(n::Int)
    v = Int[]
    for i in 1:n
        pushfirst!(v, i)
    end
    return v
end

function insert_sorted!(v::Vector{Int}, x::Int)
    i = 1
    while i <= length(v) && v[i] < x
        i += 1
    end
    insert!(v, i, x)
    return length(v)
end

function drop_at!(v::Vector{Int}, i::Int)
    deleteat!(v, i)
    return popfirst!(v)
end

function edit_then_bounds!(v::Vector{Float64}, k::Int)
    insert!(v, 2, 0.5)
    deleteat!(v, 1)
    pushfirst!(v, 9.0)
    return v[k]
end

function fresh_edits(n::Int)
    v = zeros(Int, n)
    for i in 1:n
        v[i] = i
    end
    for i in 1:n ÷ 2
        deleteat!(v, i)
    end
    insert!(v, 1, 100)
    total = 0
    for x in v
        total += x
    end
    return total * 100 + length(v)
end

function item_front(n::Int)
    v = Item[]
    for i in 1:n
        pushfirst!(v, Item(i, nothing))
    end
    deleteat!(v, 2)
    s = 0
    for it in v
        s += it.value
    end
    return s
end

println(build_front(5))
w = [1, 3, 5, 7]
println(insert_sorted!(w, 4), " ", insert_sorted!(w, 10), " ", insert_sorted!(w, 0))
println(w)
println(drop_at!(w, 3), " ", w)
try
    drop_at!(w, 99)
catch e
    println(typeof(e))
end
f = [1.0, 2.0, 3.0]
try
    edit_then_bounds!(f, 10)
catch e
    println(typeof(e))
end
println(f)
println(edit_then_bounds!(f, 2), " ", f)
println(fresh_edits(10))
println(fresh_edits(10000))
println(item_front(5))

#= expect
[5, 4, 3, 2, 1]
5 6 7
[0, 1, 3, 4, 5, 7, 10]
0 [1, 4, 5, 7, 10]
BoundsError
BoundsError
[9.0, 0.5, 2.0, 3.0]
0.5 [9.0, 0.5, 0.5, 2.0, 3.0]
13006
2500515001
11
=#
