# Shapes with multiple dispatch, Printf tables and sorting by a computed key
using Printf

abstract type Shape end
struct Circle <: Shape
    r::Float64
end
struct Rect <: Shape
    w::Float64
    h::Float64
end
struct Triangle <: Shape
    a::Float64
    b::Float64
    c::Float64
end
Square(s) = Rect(s, s)

area(c::Circle) = π * c.r^2
area(r::Rect) = r.w * r.h
function area(t::Triangle)
    s = (t.a + t.b + t.c) / 2
    sqrt(s * (s - t.a) * (s - t.b) * (s - t.c))
end
perimeter(c::Circle) = 2π * c.r
perimeter(r::Rect) = 2 * (r.w + r.h)
perimeter(t::Triangle) = t.a + t.b + t.c
name(s::Shape) = lowercase(string(nameof(typeof(s))))

shapes = Shape[Circle(1), Rect(2, 3.5), Square(2), Triangle(3, 4, 5), Circle(0.5)]
@printf("%-10s %8s %10s\n", "shape", "area", "perimeter")
for s in sort(shapes; by = area)
    @printf("%-10s %8.3f %10.2f\n", name(s), area(s), perimeter(s))
end
total = sum(area, shapes)
@printf("total area: %.4f (%d shapes)\n", total, length(shapes))
println(@sprintf("%5.1f%%", 100 * area(Circle(1)) / total))
biggest = argmax(area, shapes)
println("biggest: ", biggest)
println(count(s -> s isa Rect, shapes), " rects; ", Square(2) == Rect(2, 2))
println(round(area(Circle(2)); digits = 3), " ", perimeter(Triangle(3, 4, 5)))
@printf("%e|%g|%G\n", area(Circle(10)), 0.0001234, 1e10)
@printf("[%6d][%-6d][%06d][%+d]\n", 42, 42, 42, 42)
#= expect
shape          area  perimeter
circle        0.785       3.14
circle        3.142       6.28
rect          4.000       8.00
triangle      6.000      12.00
rect          7.000      11.00
total area: 20.9270 (5 shapes)
 15.0%
biggest: Rect(2.0, 3.5)
2 rects; true
12.566 12.0
3.141593e+02|0.0001234|1E+10
[    42][42    ][000042][+42]
=#
