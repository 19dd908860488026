# Methods of Base functions: qualified names, quoted operators, and names
# imported with `import Base: +` (Julia manual, "Methods").
import Base: +, length
struct Vec2
    x::Float64
    y::Float64
end
function Base.show(io::IO, v::Vec2)
    print(io, "Vec2(", v.x, ", ", v.y, ")")
end
Base.:-(a::Vec2, b::Vec2) = Vec2(a.x - b.x, a.y - b.y)
Base.:(==)(a::Vec2, b::Vec2) = a.x == b.x && a.y == b.y
+(a::Vec2, b::Vec2) = Vec2(a.x + b.x, a.y + b.y)
length(::Vec2) = 2
Base.iterate(v::Vec2, state = 1) = state > 2 ? nothing : (state == 1 ? v.x : v.y, state + 1)
