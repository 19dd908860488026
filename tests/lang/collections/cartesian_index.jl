# CartesianIndex and CartesianIndices: indexing, arithmetic, order, iteration in
# column-major order, and the keys of a Matrix (keys, pairs, findall, findmax).
A = [1 2 3; 4 5 6]
I = CartesianIndex(2, 1)
println(A[I], " ", A[CartesianIndex(1, 3)])
A[I] = 40
println(A)
println(keys(A))
println(join(["$k=>$v" for (k, v) in pairs([10 20; 30 40])], " "))
println(findmax([3 9; 7 1]), " ", argmin([3 9; 7 1]), " ", findfirst(>(5), [3 9; 7 1]), " ", findlast(isodd, [3 9; 7 1]))
println(findall([true false; false true]))
println(collect(CartesianIndices((2, 3))))
R = CartesianIndices(A)
println(R, " ", size(R), " ", length(R), " ", R[4], " ", R[2, 3], " ", first(R), " ", last(R))
println(CartesianIndices((0:1, 2:3)))
println(CartesianIndex(1, 2) + CartesianIndex(1, 1), " ", CartesianIndex(3, 3) - CartesianIndex(1, 2), " ", 2 * CartesianIndex(1, 2))
println(CartesianIndex(1, 2) < CartesianIndex(2, 1), " ", sort([CartesianIndex(2, 1), CartesianIndex(1, 2), CartesianIndex(1, 1)]))
println(Tuple(CartesianIndex(4, 5)), " ", CartesianIndex(4, 5)[2], " ", length(CartesianIndex(1, 2, 3)), " ", CartesianIndex(7))
println(CartesianIndex(2, 2) in CartesianIndices((3, 3)), " ", CartesianIndex(4, 1) in CartesianIndices((3, 3)))
println(LinearIndices((2, 3))[2, 2], " ", LinearIndices(A)[CartesianIndex(1, 3)])
println(checkbounds(Bool, A, CartesianIndex(2, 3)), " ", checkbounds(Bool, A, CartesianIndex(3, 1)))
neighbors = [CartesianIndex(-1, 0), CartesianIndex(1, 0), CartesianIndex(0, -1), CartesianIndex(0, 1)]
grid = [1 2 3; 4 5 6; 7 8 9]
p = CartesianIndex(2, 2)
println(sum(grid[p + d] for d in neighbors))
seen = Set([CartesianIndex(1, 1)])
push!(seen, CartesianIndex(1, 1)); push!(seen, CartesianIndex(2, 1))
println(length(seen), " ", CartesianIndex(2, 1) in seen)
d = Dict(CartesianIndex(1, 2) => 'x')
println(d[CartesianIndex(1, 2)], " ", d)
println(grid[[CartesianIndex(1, 1), CartesianIndex(3, 3)]])
println(typeof(CartesianIndex(1, 2)), " ", eltype(CartesianIndices((2, 2))))
try
    [1 2; 3 4][CartesianIndex(3, 1)]
catch e
    println(e)
end
#= expect
4 3
[1 2 3; 40 5 6]
CartesianIndices((2, 3))
CartesianIndex(1, 1)=>10 CartesianIndex(2, 1)=>30 CartesianIndex(1, 2)=>20 CartesianIndex(2, 2)=>40
(9, CartesianIndex(1, 2)) CartesianIndex(2, 2) CartesianIndex(2, 1) CartesianIndex(2, 2)
CartesianIndex{2}[CartesianIndex(1, 1), CartesianIndex(2, 2)]
CartesianIndex{2}[CartesianIndex(1, 1) CartesianIndex(1, 2) CartesianIndex(1, 3); CartesianIndex(2, 1) CartesianIndex(2, 2) CartesianIndex(2, 3)]
CartesianIndices((2, 3)) (2, 3) 6 CartesianIndex(2, 2) CartesianIndex(2, 3) CartesianIndex(1, 1) CartesianIndex(2, 3)
CartesianIndices((0:1, 2:3))
CartesianIndex(2, 3) CartesianIndex(2, 1) CartesianIndex(2, 4)
false CartesianIndex{2}[CartesianIndex(1, 1), CartesianIndex(2, 1), CartesianIndex(1, 2)]
(4, 5) 5 3 CartesianIndex(7,)
true false
4 5
true false
20
2 true
x Dict{CartesianIndex{2}, Char}(CartesianIndex(1, 2) => 'x')
[1, 9]
CartesianIndex{2} CartesianIndex{2}
BoundsError([1 2; 3 4], (3, 1))
=#
