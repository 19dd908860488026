# binary-trees: build and walk many complete binary trees: one "stretch" tree of
# depth N+1, one long-lived tree of depth N kept until the end, and for each depth
# d = 4, 6, …, N, 2^(N-d+4) short-lived trees of depth d. Measures allocation and GC.
# Usage: binary-trees.jl [N]   (default 16); prints the total number of nodes visited.

struct Node
    left::Union{Node, Nothing}
    right::Union{Node, Nothing}
end

function make_tree(depth::Int)
    if depth == 0
        return Node(nothing, nothing)
    end
    return Node(make_tree(depth - 1), make_tree(depth - 1))
end

# Number of nodes in the tree.
function check(tree::Node)
    if tree.left === nothing
        return 1
    end
    return 1 + check(tree.left) + check(tree.right)
end

function binary_trees(n::Int)
    min_depth = 4
    max_depth = max(min_depth + 2, n)
    total = check(make_tree(max_depth + 1))
    long_lived = make_tree(max_depth)
    for depth in min_depth:2:max_depth
        iterations = 1 << (max_depth - depth + min_depth)
        for i in 1:iterations
            total += check(make_tree(depth))
        end
    end
    total += check(long_lived)
    return total
end

function main()
    n = isempty(ARGS) ? 16 : parse(Int, ARGS[1])
    println(binary_trees(n))
end

main()
