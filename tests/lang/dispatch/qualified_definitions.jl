# Methods added to Base functions by their qualified names, including the
# word operators `in` and `isa`-like names.
struct Box
    items::Vector{Int}
end
function Base.in(x, b::Box)
    return x in b.items
end
Base.length(b::Box) = length(b.items)
function Base.:(==)(a::Box, b::Box)
    return a.items == b.items
end
b = Box([1, 2, 3])
println(2 in b)
println(5 ∈ b)
println(length(b))
println(Box([1]) == Box([1]))
println(Base.in(3, b))
#= expect
true
false
3
true
true
=#
