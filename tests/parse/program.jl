# A small program in the style of the examples Kiln runs.
module Inventory

export Item, restock!, report

"""
    Item(name, count)

One line of the inventory.
"""
mutable struct Item
    name::String
    count::Int
    price::Float64
end

Item(name::String) = Item(name, 0, 0.0)

function restock!(items::Vector{Item}, name::AbstractString, n::Int = 1)
    for item in items
        if item.name == name
            item.count += n
            return item
        end
    end
    push!(items, Item(String(name), n, 0.0))
    return items[end]
end

total(items) = sum(item.count * item.price for item in items; init = 0.0)

function report(io::IO, items::Vector{Item})
    sorted = sort(items; by = i -> (-i.count, i.name))
    for (rank, item) in enumerate(sorted)
        println(io, lpad(rank, 3), ". ", rpad(item.name, 10), " × ", item.count)
    end
    println(io, "total value: ", round(total(items); digits = 2))
end

end # module

using .Inventory

items = [Item("apple", 3, 0.5), Item("pear", 1, 0.75)]
restock!(items, "apple", 2)
restock!(items, "plum")
counts = Dict(i.name => i.count for i in items)
@assert counts["apple"] == 5
low = filter(i -> i.count < 2, items)
names = join([i.name for i in low], ", ")
println("low stock: $names")
report(stdout, items)
