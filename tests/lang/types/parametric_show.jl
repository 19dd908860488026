# Parametric structs: default show, typeof, where-methods, promotion.
struct Point{T<:Real}
    x::T
    y::T
end
Point(x::Real, y::Real) = Point(promote(x, y)...)
Base.:+(a::Point, b::Point) = Point(a.x + b.x, a.y + b.y)
norm2(p::Point{T}) where {T} = p.x^2 + p.y^2
p = Point(1, 2)
q = Point(1.5, 2)
println(p, " ", q, " ", typeof(p), " ", typeof(q))
println(p + q, " ", norm2(p), " ", norm2(q))
println([p, p], " ", Point{Int}[], " ", eltype([p, q]))
show(stdout, p); println()
println(repr(q), " ", string(p), " ", sprint(show, [q]))
println(Point{Float64} <: Point, " ", Point{Int} <: Point{Real}, " ", isconcretetype(Point{Int}))
struct Wrapper{T}
    items::Vector{T}
end
w = Wrapper([1, 2, 3])
println(w, " ", Wrapper(String[]), " ", typeof(w))
println((a = p, b = [1.0]), " ", Dict(:k => p))
println(Some(p), " ", (1, p), " ", [Point(0, 0) Point(1, 1)])
abstract type Shape end
struct Circle <: Shape; r::Float64; end
struct Square <: Shape; s::Float64; end
area(c::Circle) = π * c.r^2
area(s::Square) = s.s^2
shapes = Shape[Circle(1.0), Square(2.0)]
println(shapes, " ", round.(area.(shapes), digits = 3), " ", sum(area, shapes) > 7)
println(supertype(Circle), " ", Circle <: Shape)
#= expect
Point{Int64}(1, 2) Point{Float64}(1.5, 2.0) Point{Int64} Point{Float64}
Point{Float64}(2.5, 4.0) 5 6.25
Point{Int64}[Point{Int64}(1, 2), Point{Int64}(1, 2)] Point{Int64}[] Point
Point{Int64}(1, 2)
Point{Float64}(1.5, 2.0) Point{Int64}(1, 2) Point{Float64}[Point{Float64}(1.5, 2.0)]
true false true
Wrapper{Int64}([1, 2, 3]) Wrapper{String}(String[]) Wrapper{Int64}
(a = Point{Int64}(1, 2), b = [1.0]) Dict{Symbol, Point{Int64}}(:k => Point{Int64}(1, 2))
Some(Point{Int64}(1, 2)) (1, Point{Int64}(1, 2)) Point{Int64}[Point{Int64}(0, 0) Point{Int64}(1, 1)]
Shape[Circle(1.0), Square(2.0)] [3.142, 4.0] true
Shape true
=#
