# An exercism-style rational-numbers solution and its test suite.
using Test
import Base: +, -, *, /, ^, abs, ==, <, show, numerator, denominator, zero, one

struct RationalNumber{T<:Integer} <: Real
    num::T
    den::T
    function RationalNumber{T}(num::T, den::T) where {T<:Integer}
        num == den == zero(T) && throw(ArgumentError("invalid rational number 0//0"))
        g = gcd(num, den)
        s = sign(den)
        new{T}(s * div(num, g), s * div(den, g))
    end
end
RationalNumber(num::T, den::T) where {T<:Integer} = RationalNumber{T}(num, den)
RationalNumber(num::Integer, den::Integer) = RationalNumber(promote(num, den)...)
RationalNumber(n::Integer) = RationalNumber(n, one(n))

numerator(r::RationalNumber) = r.num
denominator(r::RationalNumber) = r.den
Base.promote_rule(::Type{RationalNumber{T}}, ::Type{S}) where {T<:Integer, S<:Integer} =
    RationalNumber{promote_type(T, S)}
Base.convert(::Type{RationalNumber{T}}, x::Integer) where {T} = RationalNumber(T(x), one(T))
Base.convert(::Type{Float64}, r::RationalNumber) = r.num / r.den
Base.Float64(r::RationalNumber) = r.num / r.den

+(a::RationalNumber, b::RationalNumber) = RationalNumber(a.num * b.den + b.num * a.den, a.den * b.den)
-(a::RationalNumber) = RationalNumber(-a.num, a.den)
-(a::RationalNumber, b::RationalNumber) = a + (-b)
*(a::RationalNumber, b::RationalNumber) = RationalNumber(a.num * b.num, a.den * b.den)
/(a::RationalNumber, b::RationalNumber) = RationalNumber(a.num * b.den, a.den * b.num)
abs(a::RationalNumber) = RationalNumber(abs(a.num), a.den)
==(a::RationalNumber, b::RationalNumber) = a.num == b.num && a.den == b.den
<(a::RationalNumber, b::RationalNumber) = a.num * b.den < b.num * a.den
^(a::RationalNumber, n::Integer) = n >= 0 ? RationalNumber(a.num^n, a.den^n) : RationalNumber(a.den^-n, a.num^-n)
^(x::Real, a::RationalNumber) = x^(a.num / a.den)
zero(::Type{RationalNumber{T}}) where {T} = RationalNumber(zero(T), one(T))
one(::Type{RationalNumber{T}}) where {T} = RationalNumber(one(T), one(T))
show(io::IO, r::RationalNumber) = print(io, r.num, "//", r.den)

@testset "rational numbers" begin
    @testset "arithmetic" begin
        @test RationalNumber(1, 2) + RationalNumber(2, 3) == RationalNumber(7, 6)
        @test RationalNumber(1, 2) - RationalNumber(2, 3) == RationalNumber(-1, 6)
        @test RationalNumber(-1, 2) * RationalNumber(2, 3) == RationalNumber(-1, 3)
        @test RationalNumber(1, 2) / RationalNumber(2, 3) == RationalNumber(3, 4)
        @test RationalNumber(1, 2) + 1 == RationalNumber(3, 2)
        @test 2 * RationalNumber(1, 4) == RationalNumber(1, 2)
    end
    @testset "reduction and sign" begin
        @test RationalNumber(2, 4) == RationalNumber(1, 2)
        @test RationalNumber(3, -4) == RationalNumber(-3, 4)
        @test numerator(RationalNumber(6, 8)) == 3
        @test denominator(RationalNumber(6, -8)) == 4
        @test_throws ArgumentError RationalNumber(0, 0)
    end
    @testset "powers and comparisons" begin
        @test RationalNumber(-2, 3)^3 == RationalNumber(-8, 27)
        @test RationalNumber(2, 3)^-2 == RationalNumber(9, 4)
        @test 9^RationalNumber(1, 2) ≈ 3.0
        @test abs(RationalNumber(-1, 2)) == RationalNumber(1, 2)
        @test RationalNumber(1, 3) < RationalNumber(1, 2)
        @test RationalNumber(1, 2) > RationalNumber(1, 3)
        @test max(RationalNumber(1, 3), RationalNumber(1, 2)) == RationalNumber(1, 2)
        @test sort([RationalNumber(1, 2), RationalNumber(-1, 3), RationalNumber(1, 4)]) ==
              [RationalNumber(-1, 3), RationalNumber(1, 4), RationalNumber(1, 2)]
        @test sum([RationalNumber(1, 2), RationalNumber(1, 3), RationalNumber(1, 6)]) == RationalNumber(1, 1)
        @test Float64(RationalNumber(1, 4)) == 0.25
        @test RationalNumber(1, 3) <= RationalNumber(1, 2)
        @test_throws ErrorException RationalNumber(1, 2) == 0.5
    end
end
println(RationalNumber(3, 6), " ", [RationalNumber(1, 2), RationalNumber(2, 3)])
println(sum([RationalNumber(1, 2), RationalNumber(1, 3)]), " ", zero(RationalNumber{Int}))
println(isless(RationalNumber(1, 3), RationalNumber(1, 2)), " ", RationalNumber(1, 2) == 1)
try
    RationalNumber(1, 2) + 0.5
catch e
    showerror(stdout, e)
    println()
end
#= expect
Test Summary:    | Pass  Total  Time
rational numbers |   23     23  <TIME>
1//2 RationalNumber{Int64}[1//2, 2//3]
5//6 0//1
true false
promotion of types RationalNumber{Int64} and Float64 failed to change any arguments
=#
