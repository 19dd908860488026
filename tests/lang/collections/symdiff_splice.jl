# symdiff of vectors is a vector (elements in an odd number of the arguments, in order
# of first appearance, as Julia's documentation shows); of sets a set. splice! with a
# range returns the removed elements and inserts the replacement in their place.
println(symdiff([1, 2, 3], [3, 4]))
println(symdiff([1, 2, 3], [3, 4, 5], [4, 5, 6]))
println(symdiff([1, 2, 1], [2, 1, 2]))
println(sort(collect(symdiff(Set([1, 2]), Set([2, 3])))))
println(symdiff(["a", "b"], ["b", "c"]))
v = [1, 2, 3, 4, 5]
println(splice!(v, 2:3), " ", v)
println(splice!(v, 2, [8, 9]), " ", v)
println(splice!(v, 1:0, [7]), " ", v)
println(splice!(v, 5), " ", v)
println(splice!(v, 2:3, [0]), " ", v)
#= expect
[1, 2, 4]
[1, 2, 6]
Int64[]
[1, 3]
["a", "c"]
[2, 3] [1, 4, 5]
4 [1, 8, 9, 5]
Int64[] [7, 1, 8, 9, 5]
5 [7, 1, 8, 9]
[1, 8] [7, 0, 9]
=#
