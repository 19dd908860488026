# Immutable structs: construction, field access, conversion of typed
# fields, default printing and equality.
struct Point
    x::Float64
    y::Float64
end
p = Point(1.0, 2.0)
println(p.x, " ", p.y)
println(p)
println(typeof(p))
q = Point(3, 4)
println(q)
println(p == Point(1.0, 2.0))
println(p === Point(1.0, 2.0))
struct Untyped
    a
    b
end
u = Untyped(1, "two")
println(u)
println(u.b)
try
    p.x = 5.0
catch e
    println(typeof(e))
end
println(isa(p, Point))
struct Empty end
println(Empty())
println(Empty() === Empty())
#= expect
1.0 2.0
Point(1.0, 2.0)
Point
Point(3.0, 4.0)
true
true
Untyped(1, "two")
two
ErrorException
true
Empty()
true
=#
