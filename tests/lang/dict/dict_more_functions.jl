# Dicts with findmax/argmax, counting, merge!/filter!, map! over values, empty!.
d = Dict(:a => 1, :b => 3)
println(findmax(d), " ", argmax(d), " ", findmin(d), " ", argmin(d))
println(sort(collect(d)), " ", sum(values(d)), " ", count(p -> p.second > 1, d), " ", (:a => 1) in d)
d2 = Dict(zip(["x", "y"], [1, 2])); println(sort(collect(keys(d2))), " ", keytype(d2), " ", valtype(d2))
merge!(d2, Dict("z" => 3)); filter!(p -> p.second != 2, d2); println(sort(collect(d2)))
map!(v -> v * 10, values(d2)); println(sort(collect(values(d2))))
println(Dict(i => i^2 for i in 1:3) |> length, " ", maximum(values(d)), " ", first(sort(collect(keys(d)))))
e = empty!(copy(d)); println(e, " ", isempty(e))
#= expect
(3, :b) b (1, :a) a
[:a => 1, :b => 3] 4 1 true
["x", "y"] String Int64
["x" => 1, "z" => 3]
[10, 30]
3 3 a
Dict{Symbol, Int64}() true
=#
