# Counting and grouping with get and get!, and pop! on Dicts.
counts = Dict{Char, Int}()
for c in "mississippi"
    counts[c] = get(counts, c, 0) + 1
end
for k in sort(collect(keys(counts)))
    println(k, " ", counts[k])
end
groups = Dict{Int, Vector{String}}()
for w in ["apple", "fig", "kiwi", "pear", "plum", "banana"]
    push!(get!(groups, length(w), String[]), w)
end
for k in sort(collect(keys(groups)))
    println(k, ": ", groups[k])
end
cache = Dict{Int, Int}()
v = get!(cache, 5) do
    println("computing")
    25
end
v2 = get!(cache, 5) do
    println("computing again")
    0
end
println(v, " ", v2)
println(get(() -> -1, cache, 6))
println(pop!(cache, 5), " ", length(cache))
println(pop!(cache, 5, "default"))
#= expect
i 4
m 1
p 2
s 4
3: ["fig"]
4: ["kiwi", "pear", "plum"]
5: ["apple"]
6: ["banana"]
computing
25 25
-1
25 0
default
=#
