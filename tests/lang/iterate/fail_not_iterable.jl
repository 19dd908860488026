# A struct without Base.iterate cannot be used in a for loop.
struct Bag
    items::Vector{Int}
end
b = Bag([1, 2])
println(length(b.items))
for x in b
    println(x)
end
#= expect
2
=#
#= expect-stderr-prefix
ERROR: LoadError: MethodError: no method matching iterate(::Bag)
=#
#= exit: 1 =#
