# Abstract type hierarchies, subtyping and dispatch on abstract types.
abstract type Shape end
abstract type Polygon <: Shape end
struct Circle <: Shape
    r::Float64
end
struct Square <: Polygon
    side::Float64
end
struct Rect <: Polygon
    w::Float64
    h::Float64
end
area(c::Circle) = 3.0 * c.r^2
area(s::Square) = s.side^2
area(r::Rect) = r.w * r.h
kind(::Shape) = "shape"
kind(::Polygon) = "polygon"
shapes = [Circle(1.0), Square(2.0), Rect(2.0, 3.0)]
for s in shapes
    println(typeof(s), " ", kind(s), " ", area(s))
end
println(sum(area, shapes))
println(Square <: Polygon, " ", Square <: Shape, " ", Circle <: Polygon)
println(isa(Square(1.0), Shape))
println(supertype(Square), " ", supertype(Polygon))
println(Int <: Integer, " ", Int <: Real, " ", Float64 <: Integer, " ", String <: AbstractString)
println(typeof(shapes))
#= expect
Circle shape 3.0
Square polygon 4.0
Rect polygon 6.0
13.0
true true false
true
Polygon Shape
true true false true
Vector{Shape}
=#
