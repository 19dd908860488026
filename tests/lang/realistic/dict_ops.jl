d = Dict{String, Vector{Int}}()
for (k, v) in [("a", 1), ("b", 2), ("a", 3)]
    push!(get!(d, k, Int[]), v)
end
println(sort(collect(keys(d))), " ", d["a"])
inventory = Dict(:apple => 3, :pear => 0)
inventory[:kiwi] = 5
delete!(inventory, :pear)
println(sort(collect(inventory)))
println(haskey(inventory, :pear), " ", get(inventory, :pear, -1))
merged = merge(+, Dict(:x => 1), Dict(:x => 2, :y => 3))
println(sort(collect(merged)))
m = Dict(k => v^2 for (k, v) in zip("abc", 1:3))
println(m['c'])
println(sum(values(m)), " ", length(m))
f = filter(p -> p.second > 1, m)
println(sort(collect(keys(f))))
println(mergewith(*, Dict(1 => 2), Dict(1 => 5)))
try
    m['z']
catch e
    println(e)
end
#= expect
["a", "b"] [1, 3]
[:apple => 3, :kiwi => 5]
false -1
[:x => 3, :y => 3]
9
14 3
['b', 'c']
Dict(1 => 10)
KeyError('z')
=#
