# A module with exports, an internal helper, a macro used from outside, and qualified extension
module Geometry

export Point, distance, centroid, @pt

struct Point{T<:Real}
    x::T
    y::T
end
Point(x::Real, y::Real) = Point(promote(x, y)...)

distance(a::Point, b::Point) = hypot(a.x - b.x, a.y - b.y)
centroid(ps::AbstractVector{<:Point}) = Point(sum(p -> p.x, ps) / length(ps), sum(p -> p.y, ps) / length(ps))
_internal_scale(p::Point, k) = Point(p.x * k, p.y * k)

Base.:+(a::Point, b::Point) = Point(a.x + b.x, a.y + b.y)
Base.show(io::IO, p::Point) = print(io, "⟨", p.x, ", ", p.y, "⟩")

macro pt(x, y)
    :(Point($(esc(x)), $(esc(y))))
end

module Shapes
    using ..Geometry: Point, distance
    struct Polygon
        vertices::Vector{Point{Float64}}
    end
    perimeter(p::Polygon) = sum(distance(p.vertices[i], p.vertices[mod1(i + 1, end)]) for i in eachindex(p.vertices))
end

end # module

using .Geometry
import .Geometry: _internal_scale
using .Geometry.Shapes: Polygon, perimeter

a = Point(0, 0)
b = @pt 3 4.0
println(a, " ", b, " ", typeof(a), " ", typeof(b))
println(distance(a, b), " ", a + b, " ", _internal_scale(b, 2))
println(centroid([Point(0, 0), Point(4, 0), Point(4, 3)]))
sq = Polygon([Point(0.0, 0.0), Point(2.0, 0.0), Point(2.0, 2.0), Point(0.0, 2.0)])
println(perimeter(sq), " ", length(sq.vertices))
println(isdefined(Main, :distance), " ", isdefined(Main, :_helper), " ", Geometry.Shapes.perimeter === perimeter)
println(parentmodule(Polygon), " ", nameof(Geometry.Shapes), " ", parentmodule(Geometry.Shapes))
x = 7
println(@pt(x, x + 1), " ", Geometry.@pt(1//2, 1))
try
    Geometry.Shapes.Polygon([Point("a", "b")])
catch e
    println(typeof(e))
end
#= expect
⟨0, 0⟩ ⟨3.0, 4.0⟩ Point{Int64} Point{Float64}
5.0 ⟨3.0, 4.0⟩ ⟨6.0, 8.0⟩
⟨2.6666666666666665, 1.0⟩
8.0 4
true false true
Main.Geometry.Shapes Shapes Main.Geometry
⟨7, 8⟩ ⟨1//2, 1//1⟩
MethodError
=#
