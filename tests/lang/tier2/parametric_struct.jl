# Tier 2: parametric user structs and where clauses.
struct Point{T}
    x::T
    y::T
end
p = Point(1, 2)
q = Point(1.5, 2.5)
println(p, " ", typeof(p))
println(q, " ", typeof(q))
norm1(p::Point{T}) where {T<:Real} = abs(p.x) + abs(p.y)
println(norm1(p), " ", norm1(q))
first_elem(v::Vector{T}) where {T} = (T, v[1])
println(first_elem([1, 2]))
println(first_elem(["a"]))
kind(::Type{T}) where {T} = "type $T"
println(kind(Int))
#= expect
Point{Int64}(1, 2) Point{Int64}
Point{Float64}(1.5, 2.5) Point{Float64}
3 4.0
(Int64, 1)
(String, "a")
type Int64
=#
