# Structs with custom show methods (plain and text/plain), a report table, and sorting by fields
struct Item
    sku::String
    name::String
    qty::Int
    price::Float64
end
Base.show(io::IO, it::Item) = print(io, "Item(", repr(it.sku), ", qty=", it.qty, ")")
function Base.show(io::IO, ::MIME"text/plain", it::Item)
    println(io, "Item ", it.sku)
    println(io, "  name:  ", it.name)
    print(io, "  value: ", it.qty * it.price)
end

struct Inventory
    items::Vector{Item}
end
Base.length(inv::Inventory) = length(inv.items)
function Base.getindex(inv::Inventory, sku::AbstractString)
    i = findfirst(it -> it.sku == sku, inv.items)
    i === nothing ? nothing : inv.items[i]
end
value(inv::Inventory) = sum(it -> it.qty * it.price, inv.items; init = 0.0)
Base.show(io::IO, inv::Inventory) = print(io, "Inventory with ", length(inv), " items worth ", value(inv))

inv = Inventory([
    Item("A-100", "widget", 12, 2.5),
    Item("B-200", "gadget", 3, 19.99),
    Item("C-300", "doohickey", 0, 7.0),
    Item("D-400", "gizmo", 40, 0.25),
])
println(inv)
println(inv.items[1:2])
show(stdout, MIME"text/plain"(), inv["B-200"])
println()
println(inv["Z-999"] === nothing)
display(inv["A-100"])
println(repr(inv.items[3]), " | ", string(inv.items[4]))
for it in sort(inv.items; by = it -> it.qty * it.price, rev = true)
    println(rpad(it.name, 10), lpad(string(it.qty), 4), lpad(string(round(it.qty * it.price; digits = 2)), 8))
end
in_stock = filter(it -> it.qty > 0, inv.items)
println(length(in_stock), " in stock; names: ", join(sort([it.name for it in in_stock]), ", "))
println(sprint(show, inv.items[1]), " ", sizeof(inv.items[1].sku))
println((; total = value(inv), count = length(inv)))
#= expect
Inventory with 4 items worth 99.97
Item[Item("A-100", qty=12), Item("B-200", qty=3)]
Item B-200
  name:  gadget
  value: 59.97
true
Item A-100
  name:  widget
  value: 30.0
Item("C-300", qty=0) | Item("D-400", qty=40)
gadget       3   59.97
widget      12    30.0
gizmo       40    10.0
doohickey    0     0.0
3 in stock; names: gadget, gizmo, widget
Item("A-100", qty=12) 5
(total = 99.97, count = 4)
=#
