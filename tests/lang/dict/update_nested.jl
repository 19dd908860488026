# Updating values in place, nested Dicts, Dicts holding vectors.
inventory = Dict("apples" => 3)
inventory["pears"] = 0
inventory["apples"] -= 1
println(inventory["apples"], " ", inventory["pears"])
nested = Dict("a" => Dict("x" => 1))
nested["a"]["y"] = 2
println(sort(collect(keys(nested["a"]))))
d = Dict{String, Vector{Int}}()
d["k"] = [1]
push!(d["k"], 2)
println(d)
println(Dict("a" => [1, 2]))
d3 = Dict(1 => 1.5)
println(d3)
empty!(d3)
println(d3)
println(length(Dict("a" => 1, "a" => 2)), " ", Dict("a" => 1, "a" => 2)["a"])
t = Dict((1, 2) => "pair key")
println(t[(1, 2)])
#= expect
2 0
["x", "y"]
Dict("k" => [1, 2])
Dict("a" => [1, 2])
Dict(1 => 1.5)
Dict{Int64, Float64}()
1 2
pair key
=#
