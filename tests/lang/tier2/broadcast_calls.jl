# Tier 2: broadcasting any function with f.(x), and varargs definitions.
v = [1, 4, 9]
println(sqrt.(v))
println(uppercase.(["a", "b"]))
f(x) = x + 1
println(f.(v))
println(max.(v, 5))
println(string.(1:3))
count_args(xs...) = length(xs)
println(count_args(1, 2, 3), " ", count_args())
#= expect
[1.0, 2.0, 3.0]
["A", "B"]
[2, 5, 10]
[5, 5, 9]
["1", "2", "3"]
3 0
=#
