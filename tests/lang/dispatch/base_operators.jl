# Adding methods to Base operators for a user type.
struct Vec2
    x::Int
    y::Int
end
Base.:+(a::Vec2, b::Vec2) = Vec2(a.x + b.x, a.y + b.y)
Base.:*(k::Int, v::Vec2) = Vec2(k * v.x, k * v.y)
Base.:-(v::Vec2) = Vec2(-v.x, -v.y)
Base.:(==)(a::Vec2, b::Vec2) = a.x == b.x
a = Vec2(1, 2)
b = Vec2(3, 4)
println(a + b)
println(3 * a)
println(-a)
println(a == Vec2(1, 99), " ", a != Vec2(2, 2))
println(sum([a, b, Vec2(10, 10)]))
import Base: length
length(v::Vec2) = 2
println(length(a), " ", length([1, 2, 3]))
import Base: +
+(a::Vec2, n::Int) = Vec2(a.x + n, a.y + n)
println(a + 1)
#= expect
Vec2(4, 6)
Vec2(3, 6)
Vec2(-1, -2)
true true
Vec2(14, 16)
2 3
Vec2(2, 3)
=#
