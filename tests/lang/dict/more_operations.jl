# merge, filter, getkey, equality and key/value types of Dicts; Set helpers.
d = Dict("a" => 1, "b" => 2)
println(merge(d, Dict("c" => 3))["c"])
println(sort(collect(keys(filter(p -> p.second > 1, d)))))
println(haskey(d, "a"), " ", getkey(d, "a", nothing), " ", get(d, "z", -1))
merge!(d, Dict("a" => 10))
println(d["a"])
println(length(empty!(copy(d))), " ", length(d))
println(Dict{Int, Int}() == Dict{Int, Int}(), " ", Dict(1 => 2) == Dict(1 => 2), " ", Dict(1 => 2) == Dict(1 => 3))
println(keytype(d), " ", valtype(d))
println(sum(values(Dict(:a => 1, :b => 2))))
println(sort(collect(Set("banana"))))
println(pop!(Set([5])))
println(Dict(i => i^2 for i in 1:3)[3])
#= expect
3
["b"]
true a -1
10
0 2
true true false
String Int64
3
['a', 'b', 'n']
5
9
=#
