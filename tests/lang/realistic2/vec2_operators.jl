# Operator overloading with Unicode operators on a parametric type
struct Vec2{T<:Real}
    x::T
    y::T
end
Vec2(x::Real, y::Real) = Vec2(promote(x, y)...)

Base.:+(a::Vec2, b::Vec2) = Vec2(a.x + b.x, a.y + b.y)
Base.:-(a::Vec2, b::Vec2) = Vec2(a.x - b.x, a.y - b.y)
Base.:-(a::Vec2) = Vec2(-a.x, -a.y)
Base.:*(k::Real, v::Vec2) = Vec2(k * v.x, k * v.y)
Base.:*(v::Vec2, k::Real) = k * v
Base.:(==)(a::Vec2, b::Vec2) = a.x == b.x && a.y == b.y
Base.isapprox(a::Vec2, b::Vec2; kw...) = isapprox(a.x, b.x; kw...) && isapprox(a.y, b.y; kw...)
Base.zero(::Type{Vec2{T}}) where {T} = Vec2(zero(T), zero(T))
Base.show(io::IO, v::Vec2) = print(io, "⟨", v.x, ", ", v.y, "⟩")

⋅(a::Vec2, b::Vec2) = a.x * b.x + a.y * b.y
×(a::Vec2, b::Vec2) = a.x * b.y - a.y * b.x
norm2(v::Vec2) = √(v ⋅ v)
a ⊕ b = Vec2(max(a.x, b.x), max(a.y, b.y))

u = Vec2(1, 2)
v = Vec2(3, 4)
println(u + v, " ", u - v, " ", -u)
println(2 * u, " ", v * 3, " ", 2.5 * u)
println(u ⋅ v, " ", u × v, " ", u ⋅ v + 1, " ", norm2(v))
println(u ⊕ Vec2(0, 5) ⊕ Vec2(7, 1))
println(Vec2(1, 2.5), " ", typeof(Vec2(1, 2.5)))
println(Vec2(0.1 + 0.2, 1.0) ≈ Vec2(0.3, 1.0), " ", Vec2(0.1 + 0.2, 1.0) == Vec2(0.3, 1.0))
vs = [Vec2(1, 2), Vec2(3, 4), Vec2(5, 6)]
println(vs)
println(sum(vs), " ", zero(Vec2{Int}))
println(map(v -> v ⋅ Vec2(1, 1), vs))
println(reduce(⊕, vs), " ", foldl(×, [Vec2(1, 0), Vec2(0, 1)]))
#= expect
⟨4, 6⟩ ⟨-2, -2⟩ ⟨-1, -2⟩
⟨2, 4⟩ ⟨9, 12⟩ ⟨2.5, 5.0⟩
11 -2 12 5.0
⟨7, 5⟩
⟨1.0, 2.5⟩ Vec2{Float64}
true false
Vec2{Int64}[⟨1, 2⟩, ⟨3, 4⟩, ⟨5, 6⟩]
⟨9, 12⟩ ⟨0, 0⟩
[3, 7, 11]
⟨5, 6⟩ 1
=#
