# native: at least 8 compiled
# native: compiles make_tree check trees make_list list_sum keep_through_churn tree_ratio leftmost_check weighted cells_total
# Immutable structs whose fields hold objects or Unions with objects
# (`Union{Node, Nothing}`): native code reads their fields (the field's type
# word tells the Union's member), tests them with `=== nothing`, calls on a
# Union field split by member, and makes them (the runtime's
# kiln_rt_alloc_object, then the fields' stores). A frame holding the only reference to a fresh list
# while many other objects are made and dropped (the collector runs and must
# keep it); a bail after allocating; a split member without a method.
struct Node
    left::Union{Node, Nothing}
    right::Union{Node, Nothing}
end

struct Item
    value::Int
    next::Union{Item, Nothing}
end

# A field of one object type and a bits field.
struct Weighted
    tree::Node
    weight::Float64
end

# A Union of a bits type and nothing.
struct Cell
    v::Union{Int, Nothing}
    next::Union{Cell, Nothing}
end

function make_tree(depth::Int)
    if depth == 0
        return Node(nothing, nothing)
    end
    return Node(make_tree(depth - 1), make_tree(depth - 1))
end

function check(tree::Node)
    if tree.left === nothing
        return 1
    end
    return 1 + check(tree.left) + check(tree.right)
end

function trees(n::Int, depth::Int)
    total = 0
    for i in 1:n
        total += check(make_tree(depth))
    end
    return total
end

function make_list(n::Int)
    l = nothing
    for i in n:-1:1
        l = Item(i, l)
    end
    return l
end

function list_sum(l::Item)
    s = 0
    x = l
    while true
        s += x.value
        nx = x.next
        if nx === nothing
            return s
        end
        x = nx
    end
end

# `keep` is only in this frame while `rounds` lists are made and dropped
# (1000 rounds of 2000 Items: ~100 MB, so the collector runs several times
# during the call: GC_PRINT_STATS=1).
function keep_through_churn(n::Int, rounds::Int)
    keep = make_list(n)
    junk = 0
    for r in 1:rounds
        junk += list_sum(make_list(n))
    end
    return list_sum(keep) * 1000 + junk % 1000
end

# Allocates, then divides: with d == 0 the interpreter raises DivideError.
function tree_ratio(depth::Int, d::Int)
    t = make_tree(depth)
    return check(t) ÷ d
end

# check(::Nothing) has no method: on a leaf the interpreter raises the MethodError.
leftmost_check(t::Node) = check(t.left)

weighted(depth::Int, w::Float64) = Weighted(make_tree(depth), w)

function cells_total(n::Int)
    c = Cell(nothing, nothing)
    for i in 1:n
        c = Cell(iseven(i) ? i : nothing, c)
    end
    s = 0
    x = c
    while true
        v = x.v
        if v !== nothing
            s += v
        end
        nx = x.next
        if nx === nothing
            return s
        end
        x = nx
    end
end

println(check(make_tree(10)))
println(trees(20, 8))
println(make_list(3))
println(list_sum(make_list(100)))
println(keep_through_churn(2000, 1000))
println(tree_ratio(4, 3))
try
    tree_ratio(4, 0)
catch e
    println(e)
end
println(leftmost_check(make_tree(3)))
try
    leftmost_check(make_tree(0))
catch e
    println(typeof(e))
end
w = weighted(5, 0.5)
println(check(w.tree) * w.weight)
println(typeof(w.tree), " ", w.tree.left.right.left === nothing)
println(cells_total(10))
println(make_tree(1) === make_tree(1))

#= expect
2047
10220
Item(1, Item(2, Item(3, nothing)))
5050
2001000000
10
DivideError()
7
MethodError
31.5
Node false
30
true
=#
