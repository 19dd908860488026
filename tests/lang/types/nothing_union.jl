# nothing, Nothing and Union{T, Nothing} in annotations.
function find_index(v, x)::Union{Int, Nothing}
    for i in eachindex(v)
        v[i] == x && return i
    end
    return nothing
end
println(find_index([5, 6, 7], 6))
println(find_index([5, 6, 7], 9))
println(find_index([5, 6, 7], 9) === nothing)
println(isnothing(nothing), " ", isnothing(0))
println(typeof(nothing))
mutable struct Node
    value::Int
    next::Union{Node, Nothing}
end
n3 = Node(3, nothing)
n2 = Node(2, n3)
n1 = Node(1, n2)
function walk(n)
    vals = Int[]
    while n !== nothing
        push!(vals, n.value)
        n = n.next
    end
    vals
end
println(walk(n1))
n3.next = Node(4, nothing)
println(walk(n1))
describe(x::Nothing) = "nothing here"
describe(x) = "got $x"
println(describe(nothing), "; ", describe(1))
println([nothing, nothing])
#= expect
2
nothing
true
true false
Nothing
[1, 2, 3]
[1, 2, 3, 4]
nothing here; got 1
[nothing, nothing]
=#
