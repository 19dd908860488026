# Abstract types and subtyping (Julia manual, "Abstract Types").
abstract type Shape end
abstract type Polygon <: Shape end
abstract type Container{T} end
struct Square <: Polygon
    side::Float64
end
area(s::Square) = s.side^2
describe(::Shape) = "a shape"
isshape(x) = x isa Shape
