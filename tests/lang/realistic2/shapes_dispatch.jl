# Struct hierarchy with abstract types and multiple dispatch
abstract type Shape end
abstract type Polygon <: Shape end

struct Circle <: Shape
    r::Float64
end
struct Rect <: Polygon
    w::Float64
    h::Float64
end
struct Square <: Polygon
    s::Float64
end

area(c::Circle) = π * c.r^2
area(r::Rect) = r.w * r.h
area(s::Square) = s.s^2
sides(::Circle) = 0
sides(::Polygon) = 4
name(s::Shape) = lowercase(string(nameof(typeof(s))))

Base.show(io::IO, c::Circle) = print(io, "Circle(r=", c.r, ")")

collide(a::Shape, b::Shape) = "generic $(name(a))/$(name(b))"
collide(a::Circle, b::Circle) = "two circles"
collide(a::Polygon, b::Circle) = "polygon hits circle"
collide(a::Circle, b::Polygon) = collide(b, a)
collide(a::Square, b::Square) = "two squares"

shapes = Shape[Circle(1.0), Rect(2.0, 3.0), Square(1.5)]
println(shapes)
for s in shapes
    println(rpad(name(s), 7), sides(s), " ", round(area(s), digits = 3))
end
println(sort(shapes, by = area))
println(round(sum(area, shapes), digits = 3))
println(collide(Circle(1), Circle(2)))
println(collide(Square(1), Circle(2)))
println(collide(Circle(1), Rect(1, 2)))
println(collide(Square(1), Square(2)))
println(collide(Rect(1, 1), Square(2)))
println(Square <: Polygon, " ", Circle <: Polygon, " ", supertype(Square), " ", isabstracttype(Shape))
println(Rect(2, 3) == Rect(2.0, 3.0), " ", isa(Square(2), Shape))
println(typeof(area.(shapes)), " ", eltype(shapes))
#= expect
Shape[Circle(r=1.0), Rect(2.0, 3.0), Square(1.5)]
circle 0 3.142
rect   4 6.0
square 4 2.25
Shape[Square(1.5), Circle(r=1.0), Rect(2.0, 3.0)]
11.392
two circles
polygon hits circle
polygon hits circle
two squares
generic rect/square
true false Polygon true
true true
Vector{Float64} Shape
=#
