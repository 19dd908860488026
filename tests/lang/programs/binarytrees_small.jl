# binary-trees from the benchmark game, small depth.
struct Node
    left::Union{Node, Nothing}
    right::Union{Node, Nothing}
end
make(d) = d == 0 ? Node(nothing, nothing) : Node(make(d - 1), make(d - 1))
check(t::Node) = 1 + (t.left === nothing ? 0 : check(t.left) + check(t.right))
function main(n)
    mindepth = 4
    maxdepth = max(mindepth + 2, n)
    stretch = maxdepth + 1
    println("stretch tree of depth $stretch\t check: ", check(make(stretch)))
    long = make(maxdepth)
    for d in mindepth:2:maxdepth
        niter = 1 << (maxdepth - d + mindepth)
        c = 0
        for _ in 1:niter
            c += check(make(d))
        end
        println("$niter\t trees of depth $d\t check: $c")
    end
    println("long lived tree of depth $maxdepth\t check: ", check(long))
end
main(6)
#= expect
stretch tree of depth 7	 check: 255
64	 trees of depth 4	 check: 1984
16	 trees of depth 6	 check: 2032
long lived tree of depth 6	 check: 127
=#
