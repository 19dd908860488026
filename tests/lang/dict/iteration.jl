# Iterating Dicts with (k, v) destructuring; results are made
# order-independent by summing or sorting.
d = Dict("x" => 1, "y" => 2, "z" => 3)
function sum_values(d)
    s = 0
    for (k, v) in d
        s += v
    end
    s
end
println(sum_values(d))
ks = String[]
for k in keys(d)
    push!(ks, k)
end
println(sort(ks))
println(sort([k * string(v) for (k, v) in d]))
println(sum(values(d)))
println(sort(collect(pairs(d)), by = last, rev = true))
m = Dict(k => v^2 for (k, v) in d)
println(m["z"])
println(length(Dict(i => i for i in 1:100)))
for p in Dict("solo" => 'x')
    println(p.first, " ", p.second, " ", typeof(p))
end
#= expect
6
["x", "y", "z"]
["x1", "y2", "z3"]
6
["z" => 3, "y" => 2, "x" => 1]
9
100
solo x Pair{String, Char}
=#
