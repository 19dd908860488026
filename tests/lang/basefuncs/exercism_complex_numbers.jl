# An exercism-style complex-numbers solution (a Number type of its own, with
# promotion and `jm` as the imaginary unit) and its test suite.
using Test

struct ComplexNumber{T<:Real} <: Number
    re::T
    im::T
end
ComplexNumber(re::Real, im::Real) = ComplexNumber(promote(re, im)...)
const jm = ComplexNumber(false, true)

Base.real(z::ComplexNumber) = z.re
Base.imag(z::ComplexNumber) = z.im
Base.promote_rule(::Type{ComplexNumber{T}}, ::Type{S}) where {T<:Real, S<:Real} =
    ComplexNumber{promote_type(T, S)}
Base.promote_rule(::Type{ComplexNumber{T}}, ::Type{ComplexNumber{S}}) where {T<:Real, S<:Real} =
    ComplexNumber{promote_type(T, S)}
Base.convert(::Type{ComplexNumber{T}}, x::Real) where {T<:Real} = ComplexNumber{T}(x, 0)
Base.convert(::Type{ComplexNumber{T}}, z::ComplexNumber) where {T<:Real} = ComplexNumber{T}(z.re, z.im)

Base.:+(a::ComplexNumber, b::ComplexNumber) = ComplexNumber(a.re + b.re, a.im + b.im)
Base.:-(a::ComplexNumber, b::ComplexNumber) = ComplexNumber(a.re - b.re, a.im - b.im)
Base.:-(a::ComplexNumber) = ComplexNumber(-a.re, -a.im)
Base.:*(a::ComplexNumber, b::ComplexNumber) =
    ComplexNumber(a.re * b.re - a.im * b.im, a.im * b.re + a.re * b.im)
Base.:/(a::ComplexNumber, b::ComplexNumber) = a * conj(b) / abs2(b)
Base.:/(a::ComplexNumber, x::Real) = ComplexNumber(a.re / x, a.im / x)
Base.:(==)(a::ComplexNumber, b::ComplexNumber) = a.re == b.re && a.im == b.im
Base.abs2(z::ComplexNumber) = z.re^2 + z.im^2
Base.abs(z::ComplexNumber) = hypot(z.re, z.im)
Base.conj(z::ComplexNumber) = ComplexNumber(z.re, -z.im)
Base.exp(z::ComplexNumber) = exp(z.re) * ComplexNumber(cos(z.im), sin(z.im))
Base.show(io::IO, z::ComplexNumber) = print(io, z.re, signbit(z.im) ? " - " : " + ", abs(z.im), "jm")

@test ComplexNumber <: Number
@test ComplexNumber(0, 1)^2 == ComplexNumber(-1, 0)
@testset "complex numbers" begin
    @testset "arithmetic" begin
        @test ComplexNumber(1, 2) + ComplexNumber(3, 4) == ComplexNumber(4, 6)
        @test ComplexNumber(1, 2) - ComplexNumber(3, 4) == ComplexNumber(-2, -2)
        @test ComplexNumber(1, 2) * ComplexNumber(3, 4) == ComplexNumber(-5, 10)
        @test ComplexNumber(1, 2) / ComplexNumber(3, 4) == ComplexNumber(0.44, 0.08)
        @test ComplexNumber(1, 2) + 5 == ComplexNumber(6, 2)
        @test 2 * ComplexNumber(1.5, 2) == ComplexNumber(3.0, 4.0)
    end
    @testset "abs, conj, parts" begin
        @test abs(ComplexNumber(3, -4)) == 5
        @test abs2(ComplexNumber(3, -4)) == 25
        @test conj(ComplexNumber(1, -1)) == ComplexNumber(1, 1)
        @test real(ComplexNumber(7, 3)) == 7 && imag(ComplexNumber(7, 3)) == 3
    end
    @testset "exp and approximations" begin
        @test exp(ComplexNumber(0, π)) ≈ ComplexNumber(-1, 0)
        @test exp(ComplexNumber(1, 0)) ≈ ComplexNumber(ℯ, 0)
        @test isapprox(ComplexNumber(1, 1e-12), ComplexNumber(1, 0); atol = 1e-9)
        @test !(ComplexNumber(1, 0.1) ≈ ComplexNumber(1, 0))
    end
    @testset "jm" begin
        @test ComplexNumber(0, 1) == jm
        @test 1 + jm == ComplexNumber(1, 1)
        @test 2 - 3jm == ComplexNumber(2, -3)
        @test jm^2 == -1
        @test sum([jm, 2jm, 3]) == ComplexNumber(3, 3)
        @test iszero(jm - jm) && !iszero(jm)
    end
end
println(ComplexNumber(1, 2), " ", [jm, 2 - 3jm], " ", typeof(1.5 + jm))
println(ComplexNumber(1, 2) + 0.5, " ", zero(ComplexNumber{Int}), " ", one(ComplexNumber{Float64}))
#= expect
Test Summary:   | Pass  Total  Time
complex numbers |   20     20  <TIME>
1 + 2jm ComplexNumber{Int64}[0 + 1jm, 2 - 3jm] ComplexNumber{Float64}
1.5 + 2.0jm 0 + 0jm 1.0 + 0.0jm
=#
