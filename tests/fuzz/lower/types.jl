abstract type Shape end
mutable struct Circle <: Shape
    r::Float64
    Circle(r) = new(r)
end
Base.:+(a::Circle, b::Circle) = Circle(a.r + b.r)
v = Vector{Int}(undef, 3)
d = Dict{String, Int}("a" => 1)
