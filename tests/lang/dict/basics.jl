# Dict basics. Iteration order is unspecified, so keys are sorted before
# printing; only single-entry Dicts are printed whole.
d = Dict("a" => 1, "b" => 2)
println(d["a"])
d["c"] = 3
println(length(d))
println(haskey(d, "b"), " ", haskey(d, "z"))
println(get(d, "z", 0), " ", get(d, "a", 0))
d["a"] += 10
println(d["a"])
delete!(d, "b")
println(sort(collect(keys(d))))
println(sort(collect(values(d))))
for k in sort(collect(keys(d)))
    println(k, " => ", d[k])
end
println(Dict("only" => 1))
println(Dict{String, Int}())
println(typeof(d))
e = Dict(1 => "one")
println(e)
println(isempty(Dict()), " ", isempty(d))
println("c" in keys(d))
println(("c" => 3) in d)
println(sort(collect(d)))
#= expect
1
3
true false
0 1
11
["a", "c"]
[3, 11]
a => 11
c => 3
Dict("only" => 1)
Dict{String, Int64}()
Dict{String, Int64}
Dict(1 => "one")
true false
true
true
["a" => 11, "c" => 3]
=#
