# `const` fields of a mutable struct (Julia 1.8).
mutable struct Counter
    const name::String
    count::Int
end
c = Counter("a", 0)
c.count += 1
c.count += 1
println(c.name, " ", c.count)
println(c)
#= expect
a 2
Counter("a", 2)
=#
