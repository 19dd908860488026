# A subtype with no method of its own and no method for the supertype.
abstract type Shape end
struct Circle <: Shape
    r::Float64
end
struct Square <: Shape
    s::Float64
end
area(c::Circle) = 3.0 * c.r^2
println(area(Circle(1.0)))
println(area(Square(2.0)))
#= expect
3.0
=#
#= expect-stderr-prefix
ERROR: LoadError: MethodError: no method matching area(::Square)
=#
#= exit: 1 =#
