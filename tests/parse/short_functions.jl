f(x) = x + 1
g(x, y) = x * y
h(x::Int)::Int = x
sq(x) = x^2
k(x::T) where {T} = x
m(x::T) where T <: Real = x
n(x::T, y::S) where {T, S} = (x, y)
Base.:+(a::Point, b::Point) = Point(a.x + b.x, a.y + b.y)
Base.:(==)(a::Point, b::Point) = a.x == b.x && a.y == b.y
Base.length(s::Stack) = length(s.items)
Base.isless(a::Item, b::Item) = a.rank < b.rank
p(x) = begin
    y = x
    y + 1
end
q(x; k = 1) = x + k
