# eachindex, pairs and keys on arrays and dicts.
v = [5, 6, 7]
for i in eachindex(v)
    print(i, ":", v[i], ";")
end
println()
println(collect(eachindex(v)))
for (i, x) in pairs(["a", "b"])
    println(i, x)
end
d = Dict("x" => 1)
for (k, val) in pairs(d)
    println(k, val)
end
println(collect(keys(["a", "b"])))
for k in keys(Dict(:a => 1))
    println(k)
end
println(collect(values(Dict(:a => 1))))
#= expect
1:5;2:6;3:7;
[1, 2, 3]
1a
2b
x1
[1, 2]
a
[1]
=#
