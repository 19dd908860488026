# Containers that hold themselves print `#= circular reference @-N =#` (N counts
# the containers being shown, innermost first) instead of recursing forever.
v = Any[1]
push!(v, v)
println(v)
println(Any[v])
a = Any[]
b = Any[a]
push!(a, b)
println(a)
d = Dict{Any,Any}()
d[1] = d
println(d)
println(repr(d))
mutable struct Node
    x::Any
end
m = Node(nothing)
m.x = m
println(m)
n = Node(Any[])
push!(n.x, n)
println(n)
display(d)
display(v)
println(length(string(v)))
#= expect
Any[1, Any[#= circular reference @-1 =#]]
Any[Any[1, Any[#= circular reference @-1 =#]]]
Any[Any[Any[#= circular reference @-2 =#]]]
Dict{Any, Any}(1 => Dict{Any, Any}(#= circular reference @-1 =#))
Dict{Any, Any}(1 => Dict{Any, Any}(#= circular reference @-1 =#))
Node(Node(#= circular reference @-1 =#))
Node(Any[Node(#= circular reference @-2 =#)])
Dict{Any, Any} with 1 entry:
  1 => Dict{Any, Any}(#= circular reference @-1 =#)
2-element Vector{Any}:
 1
  2-element Vector{Any}:#= circular reference @-1 =#
41
=#
