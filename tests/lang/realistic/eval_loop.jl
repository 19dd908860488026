for (name, op) in ((:add, :+), (:sub, :-), (:mul, :*))
    @eval $name(a, b) = $op(a, b)
end
println(add(2, 3), " ", sub(2, 3), " ", mul(2, 3))
for T in (:Int8, :Int16)
    fname = Symbol("max_", lowercase(string(T)))
    @eval $fname() = typemax($T)
end
println(max_int8(), " ", max_int16())
struct Vec2
    x::Float64
    y::Float64
end
for op in (:+, :-)
    @eval Base.$op(a::Vec2, b::Vec2) = Vec2($op(a.x, b.x), $op(a.y, b.y))
end
println(Vec2(1, 2) + Vec2(3, 4))
println(Vec2(1, 2) - Vec2(3, 4))
#= expect
5 -1 6
127 32767
Vec2(4.0, 6.0)
Vec2(-2.0, -2.0)
=#
