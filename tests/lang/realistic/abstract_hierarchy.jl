abstract type Shape end
struct Circle <: Shape
    r::Float64
end
struct Rect <: Shape
    w::Float64
    h::Float64
end
area(c::Circle) = π * c.r^2
area(r::Rect) = r.w * r.h
perimeter(r::Rect) = 2(r.w + r.h)
describe(s::Shape) = "$(nameof(typeof(s))) with area $(round(area(s), digits=2))"
shapes = Shape[Circle(1), Rect(2, 3)]
foreach(s -> println(describe(s)), shapes)
println(sum(area, shapes) |> x -> round(x, digits = 3))
println(supertype(Circle), " ", supertype(Shape))
println(isabstracttype(Shape), " ", isconcretetype(Rect))
sorted = sort(shapes, by = area, rev = true)
println(typeof.(sorted))
#= expect
Circle with area 3.14
Rect with area 6.0
9.142
Shape Any
true true
DataType[Rect, Circle]
=#
