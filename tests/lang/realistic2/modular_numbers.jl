# A user number type with promotion and conversion rules (modular arithmetic)
struct Mod{N} <: Number
    val::Int
    Mod{N}(x::Integer) where {N} = new{N}(mod(x, N))
end
Base.show(io::IO, a::Mod{N}) where {N} = print(io, a.val, " (mod ", N, ")")
Base.:+(a::Mod{N}, b::Mod{N}) where {N} = Mod{N}(a.val + b.val)
Base.:-(a::Mod{N}, b::Mod{N}) where {N} = Mod{N}(a.val - b.val)
Base.:*(a::Mod{N}, b::Mod{N}) where {N} = Mod{N}(a.val * b.val)
Base.:-(a::Mod{N}) where {N} = Mod{N}(-a.val)
Base.:(==)(a::Mod{N}, b::Mod{N}) where {N} = a.val == b.val
Base.inv(a::Mod{N}) where {N} = Mod{N}(invmod(a.val, N))
Base.:/(a::Mod{N}, b::Mod{N}) where {N} = a * inv(b)
Base.convert(::Type{Mod{N}}, x::Integer) where {N} = Mod{N}(x)
Base.promote_rule(::Type{Mod{N}}, ::Type{<:Integer}) where {N} = Mod{N}
Base.Int(a::Mod) = a.val
Base.zero(::Type{Mod{N}}) where {N} = Mod{N}(0)
Base.one(::Type{Mod{N}}) where {N} = Mod{N}(1)

a = Mod{7}(10)
b = Mod{7}(5)
println(a, " | ", b, " | ", a + b, " | ", a * b, " | ", a - b, " | ", -a)
println(a + 4, " | ", 4 * b, " | ", a / b, " | ", a / b * b == a)
println(a^3, " | ", Mod{13}(2)^12, " | ", sum(Mod{5}(k) for k in 1:10))
println(typeof(promote(a, 3)), " ", Int(a * 100))
powers = [Mod{11}(2)^k for k in 0:10]
println(join((Int(p) for p in powers), ","))
println(prod(Mod{1000}.(1:10)), " ", zero(Mod{3}) == Mod{3}(9))
println([Mod{4}(i) * Mod{4}(j) for i in 0:3, j in 0:3] .|> Int)

struct Money
    cents::Int
end
Money(x::Float64) = Money(round(Int, 100x))
Base.:+(a::Money, b::Money) = Money(a.cents + b.cents)
Base.:*(k::Real, m::Money) = Money(round(Int, k * m.cents))
Base.show(io::IO, m::Money) = print(io, m.cents < 0 ? "-" : "", "\$", abs(m.cents) ÷ 100, ".", lpad(abs(m.cents) % 100, 2, '0'))
Base.isless(a::Money, b::Money) = a.cents < b.cents
prices = [Money(2.5), Money(0.99), Money(10.0), Money(-1.05)]
println(prices, " ", sum(prices), " ", maximum(prices), " ", 3 * Money(0.33))
println(sort(prices), " ", Money(19.999))
#= expect
3 (mod 7) | 5 (mod 7) | 1 (mod 7) | 1 (mod 7) | 5 (mod 7) | 4 (mod 7)
0 (mod 7) | 6 (mod 7) | 2 (mod 7) | true
6 (mod 7) | 1 (mod 13) | 0 (mod 5)
Tuple{Mod{7}, Mod{7}} 6
1,2,4,8,5,10,9,7,3,6,1
800 (mod 1000) true
[0 0 0 0; 0 1 2 3; 0 2 0 2; 0 3 2 1]
Money[$2.50, $0.99, $10.00, -$1.05] $12.44 $10.00 $0.99
Money[-$1.05, $0.99, $2.50, $10.00] $20.00
=#
