# Splatting a collection into call arguments with `...`.
add3(a, b, c) = a + b + c
args = [1, 2, 3]
println(add3(args...))
t = (10, 20)
println(add3(t..., 30))
println(max([4, 9, 2]...))
println(string("a", ["b", "c"]...))
println(tuple(1:3...))
println([args..., 4])
println((args..., 4))
println(+(1:4...))
nested = [[1, 2], [3]]
println(vcat(nested...))
println(string("xyz"...))
#= expect
6
60
9
abc
(1, 2, 3)
[1, 2, 3, 4]
(1, 2, 3, 4)
10
[1, 2, 3]
xyz
=#
