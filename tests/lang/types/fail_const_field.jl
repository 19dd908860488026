# Assigning a `const` field of a mutable struct is an error.
mutable struct Node
    const id::Int
    value::Float64
end
n = Node(1, 2.0)
n.value = 3.5
println(n.value)
n.id = 2
println("not reached")
#= expect
3.5
=#
#= expect-stderr-prefix
ERROR: LoadError: setfield!: const field .id of type Node cannot be changed
=#
#= exit: 1 =#
