# Parametric structs with show methods: 2-arg show, text/plain show, compact printing inside containers
struct Point{T<:Real}
    x::T
    y::T
end
Point(x::Real, y::Real) = Point(promote(x, y)...)
Base.show(io::IO, p::Point) = print(io, "(", p.x, ", ", p.y, ")")
Base.:+(a::Point, b::Point) = Point(a.x + b.x, a.y + b.y)
Base.:*(k::Real, p::Point) = Point(k * p.x, k * p.y)
Base.zero(::Type{Point{T}}) where {T} = Point(zero(T), zero(T))

struct Polygon{T}
    name::Symbol
    vertices::Vector{Point{T}}
end
function Base.show(io::IO, ::MIME"text/plain", poly::Polygon{T}) where {T}
    println(io, "Polygon{", T, "} :", poly.name, " with ", length(poly.vertices), " vertices:")
    for (i, v) in enumerate(poly.vertices)
        print(io, "  ", i, ": ", v)
        i < length(poly.vertices) && println(io)
    end
end
Base.show(io::IO, poly::Polygon) = print(io, "Polygon(:", poly.name, ", ", length(poly.vertices), " vertices)")

function area(poly::Polygon)
    v = poly.vertices
    n = length(v)
    abs(sum(v[i].x * v[mod1(i + 1, n)].y - v[mod1(i + 1, n)].x * v[i].y for i in 1:n)) / 2
end
perimeter(poly::Polygon) = sum(hypot(b.x - a.x, b.y - a.y) for (a, b) in zip(poly.vertices, circshift(poly.vertices, -1)))
centroid(poly::Polygon) = (1 / length(poly.vertices)) * sum(poly.vertices)

p = Point(1, 2.5)
q = Point(3, 4)
println(p, " ", q, " ", typeof(p), " ", typeof(q), " ", p + q, " ", 2 * q)
println([p, Point(0.0, 0.0)], " ", (p, q), " ", Dict(:origin => Point(0, 0)))
show(stdout, q); println()
show(stdout, MIME("text/plain"), q); println()
println(repr(q), " ", string(q), " ", sprint(show, [q, q]))
sq = Polygon(:square, [Point(0, 0), Point(2, 0), Point(2, 2), Point(0, 2)])
tri = Polygon(:triangle, Point.([0.0, 4.0, 0.0], [0.0, 0.0, 3.0]))
display(sq)
display(tri)
println(sq, " | ", [sq, sq], " | ", typeof(tri))
for poly in (sq, tri)
    println(rpad(string(poly.name), 10), " area=", area(poly), " perimeter=", perimeter(poly), " centroid=", centroid(poly))
end
println(zero(Point{Int}), " ", sum([Point(1, 1), Point(2, 3)]), " ", Point{Float64}(1, 2))
println(summary([p]), " ", eltype([sq, tri]))
#= expect
(1.0, 2.5) (3, 4) Point{Float64} Point{Int64} (4.0, 6.5) (6, 8)
Point{Float64}[(1.0, 2.5), (0.0, 0.0)] ((1.0, 2.5), (3, 4)) Dict{Symbol, Point{Int64}}(:origin => (0, 0))
(3, 4)
(3, 4)
(3, 4) (3, 4) Point{Int64}[(3, 4), (3, 4)]
Polygon{Int64} :square with 4 vertices:
  1: (0, 0)
  2: (2, 0)
  3: (2, 2)
  4: (0, 2)
Polygon{Float64} :triangle with 3 vertices:
  1: (0.0, 0.0)
  2: (4.0, 0.0)
  3: (0.0, 3.0)
Polygon(:square, 4 vertices) | Polygon{Int64}[Polygon(:square, 4 vertices), Polygon(:square, 4 vertices)] | Polygon{Float64}
square     area=4.0 perimeter=8.0 centroid=(1.0, 1.0)
triangle   area=6.0 perimeter=12.0 centroid=(1.3333333333333333, 1.0)
(0, 0) (3, 4) (1.0, 2.0)
1-element Vector{Point{Float64}} Polygon
=#
