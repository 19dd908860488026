mutable struct Node
    val::Int
    next::Union{Node, Nothing}
end
function Base.show(io::IO, n::Node)
    print(io, "Node(", n.val)
    n.next === nothing || print(io, " -> ", n.next)
    print(io, ")")
end
l = Node(1, Node(2, Node(3, nothing)))
println(l)
function Base.length(n::Node)
    c = 1
    while n.next !== nothing
        n = n.next
        c += 1
    end
    c
end
println(length(l))
Base.:(==)(a::Node, b::Node) = a.val == b.val
println(Node(1, nothing) == Node(1, nothing), " ", Node(1, nothing) === Node(1, nothing))
println(isnothing(l.next.next.next), " ", something(l.next).val)
#= expect
Node(1 -> Node(2 -> Node(3)))
3
true false
true 2
=#
