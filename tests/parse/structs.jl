struct Point
    x::Float64
    y::Float64
end

struct Untyped
    a
    b
end

mutable struct Counter
    count::Int
end

struct Circle <: Shape
    center::Point
    radius::Float64
    function Circle(c, r)
        r < 0 && throw(DomainError(r, "radius must be non-negative"))
        new(c, r)
    end
end

mutable struct Node
    value::Int
    next::Union{Node, Nothing}
    Node(v) = new(v, nothing)
end

struct Empty end

abstract type Shape end
abstract type Polygon <: Shape end

Point(x) = Point(x, 0.0)
Circle(r::Real) = Circle(Point(0.0, 0.0), r)
p = Point(1.0, 2.0)
p.x
c = Counter(0)
c.count += 1
