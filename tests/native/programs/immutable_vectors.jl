# native: at least 5 compiled
# native: compiles build_items sum_values replace_then_read! undef_read pop_value!
# Vectors of immutable structs with object fields (`Vector{Item}`, Item's
# `next::Union{Item, Nothing}`): made, grown, read, stored into and shrunk
# by native code. Elements are Values (type word and address), as for
# vectors of mutable structs: stores into the caller's vector are logged, so
# that a bail (an index out of bounds after stores and a push!) gives the
# interpreter the vector as it was, and the interpreter's own stores and
# push! then happen once (the length after the BoundsError is 6, not 7).
struct Item
    value::Int
    next::Union{Item, Nothing}
end

function build_items(n::Int)
    v = Item[]
    prev = nothing
    for i in 1:n
        it = Item(i, prev)
        push!(v, it)
        prev = it
    end
    return v
end

function sum_values(v::Vector{Item})
    s = 0
    for it in v
        s += it.value
        nx = it.next
        if nx !== nothing
            s += nx.value
        end
    end
    return s
end

function replace_then_read!(v::Vector{Item}, k::Int)
    v[1] = Item(-100, nothing)
    push!(v, Item(500, v[1]))
    return v[k].value
end

function undef_read(n::Int, k::Int)
    v = Vector{Item}(undef, n)
    v[1] = Item(1, nothing)
    return v[k].value
end

pop_value!(v::Vector{Item}) = pop!(v).value

v = build_items(5)
println(length(v), " ", sum_values(v))
try
    replace_then_read!(v, 9)
catch e
    println(typeof(e))
end
println(length(v), " ", sum_values(v), " ", v[1])
println(replace_then_read!(v, 6), " ", length(v), " ", sum_values(v))
println(undef_read(2, 1))
try
    undef_read(2, 2)
catch e
    println(e)
end
println(pop_value!(v), " ", length(v))
println(sum_values(build_items(1000)))

#= expect
5 25
BoundsError
6 324 Item(-100, nothing)
500 7 724
1
UndefRefError()
500 6
1000000
=#
