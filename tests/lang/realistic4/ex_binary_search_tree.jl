# Exercism "binary-search-tree": mutable nodes, recursive insert, in-order traversal as an iterator
using Test

mutable struct BSTNode{T}
    data::T
    left::Union{BSTNode{T},Nothing}
    right::Union{BSTNode{T},Nothing}
end
BSTNode(x::T) where {T} = BSTNode{T}(x, nothing, nothing)

function Base.push!(node::BSTNode{T}, x) where {T}
    if x <= node.data
        node.left === nothing ? (node.left = BSTNode{T}(x, nothing, nothing)) : push!(node.left, x)
    else
        node.right === nothing ? (node.right = BSTNode{T}(x, nothing, nothing)) : push!(node.right, x)
    end
    node
end

function BSTNode(xs::AbstractVector{T}) where {T}
    root = BSTNode(first(xs))
    foreach(x -> push!(root, x), xs[2:end])
    root
end

function Base.in(x, node::Union{BSTNode,Nothing})
    node === nothing && return false
    x == node.data ? true : x < node.data ? in(x, node.left) : in(x, node.right)
end

sorted_data(::Nothing) = []
sorted_data(node::BSTNode) = [sorted_data(node.left); node.data; sorted_data(node.right)]

height(::Nothing) = 0
height(n::BSTNode) = 1 + max(height(n.left), height(n.right))

function Base.iterate(root::BSTNode, stack = Any[root])
    # iterative pre-order walk
    isempty(stack) && return nothing
    n = pop!(stack)
    n.right === nothing || push!(stack, n.right)
    n.left === nothing || push!(stack, n.left)
    (n.data, stack)
end
Base.IteratorSize(::Type{<:BSTNode}) = Base.SizeUnknown()

showtree(io::IO, ::Nothing) = print(io, "·")
function showtree(io::IO, n::BSTNode)
    if n.left === nothing && n.right === nothing
        print(io, n.data)
    else
        print(io, "(")
        showtree(io, n.left)
        print(io, " ", n.data, " ")
        showtree(io, n.right)
        print(io, ")")
    end
end
Base.show(io::IO, n::BSTNode) = showtree(io, n)

@testset "binary search tree" begin
    @testset "insert" begin
        t = BSTNode(4)
        @test t.data == 4
        push!(t, 2)
        @test t.left.data == 2
        push!(t, 4)
        @test t.left.right.data == 4
        push!(t, 5)
        @test t.right.data == 5
    end
    @testset "sorting" begin
        @test sorted_data(BSTNode([2, 1, 3])) == [1, 2, 3]
        @test sorted_data(BSTNode([2, 1, 2])) == [1, 2, 2]
        @test sorted_data(BSTNode([2, 1, 3, 6, 7, 5])) == [1, 2, 3, 5, 6, 7]
    end
    t = BSTNode([5, 3, 8, 1, 4])
    @test 4 in t
    @test !(7 in t)
end

t = BSTNode([50, 30, 70, 20, 40, 60, 80, 35])
println(t)
println(collect(t), " ", height(t), " ", sorted_data(t))
words = BSTNode(split("the quick brown fox jumps over lazy dogs"))
println(words)
println(join(sorted_data(words), ","), " ", "fox" in words, " ", "cat" in words)
println(typeof(words), " ", sum(BSTNode([3, 1, 2])))
#= expect
Test Summary:      | Pass  Total  Time
binary search tree |    9      9  <TIME>
((20 30 (35 40 ·)) 50 (60 70 80))
Any[50, 30, 20, 40, 35, 70, 60, 80] 4 Any[20, 30, 35, 40, 50, 60, 70, 80]
(((· brown (dogs fox (· jumps (lazy over ·)))) quick ·) the ·)
brown,dogs,fox,jumps,lazy,over,quick,the true false
BSTNode{SubString{String}} 6
=#
