# Exact arithmetic with Rational, a small unit type with promotion and conversion rules
struct Meters{T<:Real} <: Number
    v::T
end
struct Feet{T<:Real} <: Number
    v::T
end
Base.convert(::Type{Meters{T}}, f::Feet) where {T} = Meters{T}(f.v * 3048 // 10000)
Base.promote_rule(::Type{Meters{T}}, ::Type{Feet{S}}) where {T,S} = Meters{promote_type(T, S, Rational{Int})}
Base.:+(a::Meters, b::Meters) = Meters(a.v + b.v)
Base.:*(k::Real, a::Meters) = Meters(k * a.v)
Base.show(io::IO, m::Meters) = print(io, m.v, " m")
Base.show(io::IO, f::Feet) = print(io, f.v, " ft")
Meters{T}(m::Meters) where {T} = Meters{T}(convert(T, m.v))

h = 1 // 3 + 1 // 6
println(h, " ", typeof(h), " ", numerator(h), "/", denominator(h))
println(3 // 4 * 2, " ", 5 // 10, " ", -2 // 4, " ", 1 // 3 < 0.34, " ", float(2 // 3))
harmonic(n) = sum(1 // k for k in 1:n)
println(harmonic(10), " ", Float64(harmonic(10)))
egypt = Rational{Int}[]
let r = 7 // 15
    while r > 0
        u = 1 // cld(denominator(r), numerator(r))
        push!(egypt, u)
        r -= u
    end
end
println("7/15 = ", join(egypt, " + "))
println(rationalize(0.125), " ", 0.1 + 0.2 == 3 // 10, " ", 1 // 10 + 2 // 10 == 3 // 10)

total = Meters(1 // 2) + Feet(10)
println(total, " ", typeof(total))
println(Meters(2) + Meters(3), " ", 3 * Meters(1 // 4), " ", Feet(3))
println(promote(Meters(1), Feet(1)))
mixed = [Meters(1), Feet(1 // 2)]
println(eltype(mixed), " ", sum(m -> convert(Meters{Rational{Int}}, m).v, [Feet(1), Feet(2)]))
println(Meters{Float64}(Meters(3 // 8)), " ", isa(Meters(1), Number), " ", Meters(1) == Meters(1))
#= expect
1//2 Rational{Int64} 1/2
3//2 1//2 -1//2 true 0.6666666666666666
7381//2520 2.9289682539682538
7/15 = 1//3 + 1//8 + 1//120
1//8 false true
887//250 m Meters{Rational{Int64}}
5 m 3//4 m 3 ft
(1//1 m, 381//1250 m)
Meters{Rational{Int64}} 1143//1250
0.375 m true true
=#
