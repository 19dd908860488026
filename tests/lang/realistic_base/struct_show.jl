# struct show: output as Julia 1.11 prints it.
struct Point
    x::Float64
    y::Float64
end
struct Box{T}
    items::Vector{T}
    label::String
end
mutable struct Counter
    n::Int
end
p = Point(1.0, -2.5)
println(p)
show(p); println()
display(p)
println([p, Point(0.0, 3.0)])
display([p, Point(0.0, 3.0)])
b = Box([1, 2, 3], "ints")
println(b)
display(b)
c = Counter(0)
c.n += 5
println(c, " ", repr(c), " ", string(c))
println((p = p, c = 3))
println(Dict(:a => p))
println(typeof(b), " ", fieldnames(Box), " ", fieldtypes(Point), " ", isbitstype(Point), " ", ismutable(c))
println(nameof(Point), " ", supertype(Point), " ", Box{Int} <: Box, " ", Point <: Any)
Base.show(io::IO, p::Point) = print(io, "(", p.x, ", ", p.y, ")")
println(p, " ", [p], " ", (p, 1))
display([p p])
#= expect
Point(1.0, -2.5)
Point(1.0, -2.5)
Point(1.0, -2.5)
Point[Point(1.0, -2.5), Point(0.0, 3.0)]
2-element Vector{Point}:
 Point(1.0, -2.5)
 Point(0.0, 3.0)
Box{Int64}([1, 2, 3], "ints")
Box{Int64}([1, 2, 3], "ints")
Counter(5) Counter(5) Counter(5)
(p = Point(1.0, -2.5), c = 3)
Dict{Symbol, Point}(:a => Point(1.0, -2.5))
Box{Int64} (:items, :label) (Float64, Float64) true true
Point Any true true
(1.0, -2.5) Point[(1.0, -2.5)] ((1.0, -2.5), 1)
1×2 Matrix{Point}:
 (1.0, -2.5)  (1.0, -2.5)
=#
