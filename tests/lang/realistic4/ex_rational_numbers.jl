# Exercism "rational-numbers": a user Number type with arithmetic, promotion and show
using Test

struct RationalNumber{T<:Integer} <: Real
    num::T
    den::T
    function RationalNumber{T}(n::T, d::T) where {T<:Integer}
        n == d == 0 && throw(ArgumentError("invalid rational: zero($T)//zero($T)"))
        g = gcd(n, d)
        s = d < 0 ? -1 : 1
        new{T}(s * div(n, g), s * div(d, g))
    end
end
RationalNumber(n::T, d::T) where {T<:Integer} = RationalNumber{T}(n, d)
RationalNumber(n::Integer, d::Integer) = RationalNumber(promote(n, d)...)
RationalNumber(n::Integer) = RationalNumber(n, one(n))

Base.numerator(r::RationalNumber) = r.num
Base.denominator(r::RationalNumber) = r.den
Base.:+(a::RationalNumber, b::RationalNumber) = RationalNumber(a.num * b.den + b.num * a.den, a.den * b.den)
Base.:-(a::RationalNumber, b::RationalNumber) = RationalNumber(a.num * b.den - b.num * a.den, a.den * b.den)
Base.:-(a::RationalNumber) = RationalNumber(-a.num, a.den)
Base.:*(a::RationalNumber, b::RationalNumber) = RationalNumber(a.num * b.num, a.den * b.den)
Base.:/(a::RationalNumber, b::RationalNumber) = RationalNumber(a.num * b.den, a.den * b.num)
Base.abs(a::RationalNumber) = RationalNumber(abs(a.num), a.den)
Base.:^(a::RationalNumber, n::Integer) = n >= 0 ? RationalNumber(a.num^n, a.den^n) : RationalNumber(a.den^-n, a.num^-n)
Base.:^(x::Real, a::RationalNumber) = x^(a.num / a.den)
Base.:(==)(a::RationalNumber, b::RationalNumber) = a.num == b.num && a.den == b.den
Base.:<(a::RationalNumber, b::RationalNumber) = a.num * b.den < b.num * a.den
Base.zero(::Type{RationalNumber{T}}) where {T} = RationalNumber(zero(T))
Base.one(::Type{RationalNumber{T}}) where {T} = RationalNumber(one(T))
Base.promote_rule(::Type{RationalNumber{T}}, ::Type{S}) where {T<:Integer,S<:Integer} = RationalNumber{promote_type(T, S)}
Base.convert(::Type{RationalNumber{T}}, x::Integer) where {T} = RationalNumber(T(x), one(T))
Base.Float64(a::RationalNumber) = a.num / a.den
Base.show(io::IO, r::RationalNumber) = print(io, r.num, "//", r.den)

⨸(a, b) = RationalNumber(a, b)

@testset "rational numbers" begin
    @test RationalNumber(1, 2) + RationalNumber(2, 3) == RationalNumber(7, 6)
    @test RationalNumber(1, 2) - RationalNumber(1, 2) == RationalNumber(0, 1)
    @test RationalNumber(-1, 2) * RationalNumber(2, 3) == RationalNumber(-1, 3)
    @test RationalNumber(1, 2) / RationalNumber(-2, 3) == RationalNumber(-3, 4)
    @test abs(RationalNumber(1, -2)) == RationalNumber(1, 2)
    @test RationalNumber(2, 3)^-3 == RationalNumber(27, 8)
    @test 8^RationalNumber(4, 3) ≈ 16.0
    @test RationalNumber(2, 4) == RationalNumber(1, 2)
    @test RationalNumber(3, -4) == RationalNumber(-3, 4)
    @test RationalNumber(1, 3) < RationalNumber(1, 2)
    @test RationalNumber(1, 2) + 1 == RationalNumber(3, 2)
    @test_throws ArgumentError RationalNumber(0, 0)
end

xs = [3 ⨸ 4, 1 ⨸ 6, -2 ⨸ 8, 5 ⨸ 10]
println(xs)
println(sum(xs), " ", prod(xs), " ", sort(xs), " ", maximum(xs))
println(Float64(sum(xs)), " ", RationalNumber(6, 4) + 2, " ", typeof(RationalNumber(Int8(3), Int8(9))))
println(promote_type(RationalNumber{Int8}, Int64), " ", 2 * (1 ⨸ 3))
#= expect
Test Summary:    | Pass  Total  Time
rational numbers |   12     12  <TIME>
RationalNumber{Int64}[3//4, 1//6, -1//4, 1//2]
7//6 -1//64 RationalNumber{Int64}[-1//4, 1//6, 1//2, 3//4] 3//4
1.1666666666666667 7//2 RationalNumber{Int8}
RationalNumber{Int64} 2//3
=#
