# Iterators.partition: a range's parts are ranges, a Vector's are views of it
# (their eltype a SubArray), a matrix is partitioned in column-major order.
p = Iterators.partition(1:10, 3)
println(eltype(p))
println(collect(p))
v = [1, 2, 3, 4, 5]
println(eltype(Iterators.partition(v, 2)))
println(collect(Iterators.partition(v, 2)))
for c in Iterators.partition(v, 2)
    println(c, " ", sum(c))
end
println(typeof(first(Iterators.partition(v, 2))))
println([sum(c) for c in Iterators.partition(1:7, 3)])
println(map(collect, Iterators.partition(v, 3)))
println(length(Iterators.partition([1 2; 3 4], 3)))
println(collect(Iterators.partition([1 2; 3 4], 3)))
#= expect
AbstractVector{Int64}
UnitRange{Int64}[1:3, 4:6, 7:9, 10:10]
SubArray{Int64, 1, Vector{Int64}, Tuple{UnitRange{Int64}}, true}
SubArray{Int64, 1, Vector{Int64}, Tuple{UnitRange{Int64}}, true}[[1, 2], [3, 4], [5]]
[1, 2] 3
[3, 4] 7
[5] 5
SubArray{Int64, 1, Vector{Int64}, Tuple{UnitRange{Int64}}, true}
[6, 15, 7]
[[1, 2, 3], [4, 5]]
2
SubArray{Int64, 1, Vector{Int64}, Tuple{UnitRange{Int64}}, true}[[1, 3, 2], [4]]
=#
