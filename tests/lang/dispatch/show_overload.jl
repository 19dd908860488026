# A Base.show method is used by print, println, string, interpolation, repr
# and when the value is inside a container.
struct Point
    x::Int
    y::Int
end
Base.show(io::IO, p::Point) = print(io, "(", p.x, ", ", p.y, ")")
p = Point(1, 2)
println(p)
print(p)
println()
println("interpolated: $p")
println(string(p))
println(repr(p))
println([p, Point(3, 4)])
println((p, 1))
show(p)
println()
println(Dict("k" => p))
println(Point[])
#= expect
(1, 2)
(1, 2)
interpolated: (1, 2)
(1, 2)
(1, 2)
Point[(1, 2), (3, 4)]
((1, 2), 1)
(1, 2)
Dict{String, Point}("k" => (1, 2))
Point[]
=#
