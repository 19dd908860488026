# cat along several dims at once (blocks on the diagonal, zeros elsewhere), and
# findmax/findmin along dims (values and CartesianIndex positions).
A = [1 2; 3 4]
println(cat(A, A, dims = (1, 2)))
println(cat([1 2], [3], dims = (1, 2)))
println(cat(1, 2, 3, dims = (1, 2)))
println(cat([1, 2], [3, 4], dims = [1, 2]))
println(findmax(A, dims = 1))
println(findmin(A, dims = 2))
println(findmax([3, 7, 1], dims = 1))
println(findmax([1 5; 5 1], dims = 2))
#= expect
[1 2 0 0; 3 4 0 0; 0 0 1 2; 0 0 3 4]
[1 2 0; 0 0 3]
[1 0 0; 0 2 0; 0 0 3]
[1 0; 2 0; 0 3; 0 4]
([3 4], CartesianIndex{2}[CartesianIndex(2, 1) CartesianIndex(2, 2)])
([1; 3;;], CartesianIndex{2}[CartesianIndex(1, 1); CartesianIndex(2, 1);;])
([7], CartesianIndex{1}[CartesianIndex(2,)])
([5; 5;;], CartesianIndex{2}[CartesianIndex(1, 2); CartesianIndex(2, 1);;])
=#
