# show nested: output as Julia 1.11 prints it.
vv = [[1, 2], [3], Int[]]
println(vv)
show(vv); println()
t = ("a", "bc", 'd')
println(t)
show(t); println()
nt = (name = "Ann", age = 31, tags = ["x", "y"])
println(nt)
show(nt); println()
p = "key" => [1.5, 2.0]
println(p)
show(p); println()
d = Dict("b" => 2, "a" => 1, "c" => 3)
println(sort(collect(d)))
for (k, v) in sort(collect(d))
    println(k, " => ", v)
end
println(sort(collect(keys(d))))
println([1 => "one", 2 => "two"])
println(Any[1, "two", 3.0, :four, nothing])
println(((1, 2), (3, 4)))
println([(1, "a"), (2, "b")])
println(Set([3]))
println(Tuple{Int,String}[])
println(NamedTuple[])
println(Dict{String,Int}())
#= expect
[[1, 2], [3], Int64[]]
[[1, 2], [3], Int64[]]
("a", "bc", 'd')
("a", "bc", 'd')
(name = "Ann", age = 31, tags = ["x", "y"])
(name = "Ann", age = 31, tags = ["x", "y"])
"key" => [1.5, 2.0]
"key" => [1.5, 2.0]
["a" => 1, "b" => 2, "c" => 3]
a => 1
b => 2
c => 3
["a", "b", "c"]
[1 => "one", 2 => "two"]
Any[1, "two", 3.0, :four, nothing]
((1, 2), (3, 4))
[(1, "a"), (2, "b")]
Set([3])
Tuple{Int64, String}[]
NamedTuple[]
Dict{String, Int64}()
=#
