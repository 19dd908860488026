# An inventory with structs, custom show, sorting and a Dict of sets.
struct Item
    name::String
    price::Float64
    qty::Int
end
Base.show(io::IO, it::Item) = print(io, "Item(", it.name, " × ", it.qty, ")")
items = [Item("apple", 0.5, 10), Item("pear", 0.75, 4), Item("fig", 2.0, 7), Item("kiwi", 0.75, 12)]
println(items[1])
println(items)
show(stdout, MIME"text/plain"(), items[2]); println()
display(items[1:2])
byprice = sort(items, by = it -> (it.price, it.name))
println([it.name for it in byprice])
println([it.name for it in sort(items, by = it -> it.qty, rev = true)])
println([it.name for it in sort(items, lt = (a, b) -> length(a.name) < length(b.name))])
total = sum(it.price * it.qty for it in items)
println("total: ", total)
cats = Dict{String, Set{String}}()
for (cat, n) in [("fruit", "apple"), ("fruit", "fig"), ("exotic", "kiwi"), ("fruit", "apple")]
    push!(get!(cats, cat, Set{String}()), n)
end
for k in sort(collect(keys(cats)))
    println(k, " => ", sort(collect(cats[k])))
end
println(findfirst(it -> it.qty > 10, items), " ", findall(it -> it.price == 0.75, items))
println(maximum(it -> it.qty, items), " ", argmax([it.qty for it in items]))
println(sortperm([it.price for it in items]))
println(issorted([1, 2, 2, 3]), " ", sort([3, 1, 2], rev = true), " ", sort(["b", "A", "c"]))
println(partialsort([5, 2, 8, 1], 2), " ", searchsortedfirst([1, 3, 5], 4))
#= expect
Item(apple × 10)
Item[Item(apple × 10), Item(pear × 4), Item(fig × 7), Item(kiwi × 12)]
Item(pear × 4)
2-element Vector{Item}:
 Item(apple × 10)
 Item(pear × 4)
["apple", "kiwi", "pear", "fig"]
["kiwi", "apple", "fig", "pear"]
["fig", "pear", "kiwi", "apple"]
total: 31.0
exotic => ["kiwi"]
fruit => ["apple", "fig"]
4 [2, 4]
12 4
[1, 2, 4, 3]
true [3, 2, 1] ["A", "b", "c"]
2 3
=#
