# Rational numbers `n//d` (Julia manual, "Rational Numbers"): kept in lowest terms
# with a positive denominator; 1//0 is infinity.

struct Rational{T<:Integer} <: Real
    num::T
    den::T
    # The checked constructor: reduces and normalizes the sign.
    function Rational{T}(num::Integer, den::Integer) where {T<:Integer}
        num == 0 && den == 0 && throw(ArgumentError(string("invalid rational: zero(", T, ")//zero(", T, ")")))
        g = gcd(den, num)
        n = div(num, g)
        d = div(den, g)
        if d < 0
            n = -n
            d = -d
        end
        return new(convert(T, n), convert(T, d))
    end
end
Rational(n::T, d::T) where {T<:Integer} = Rational{T}(n, d)
Rational(n::Integer, d::Integer) = Rational(promote(n, d)...)
Rational(n::Integer) = Rational(n, one(n))

//(n::Integer, d::Integer) = Rational(n, d)
//(x::Rational, y::Integer) = x.num // (x.den * y)
//(x::Integer, y::Rational) = (x * y.den) // y.num
//(x::Rational, y::Rational) = (x.num * y.den) // (x.den * y.num)

numerator(x::Integer) = x
denominator(x::Integer) = one(x)
numerator(x::Rational) = x.num
denominator(x::Rational) = x.den

promote_rule(::Type{Rational{T}}, ::Type{S}) where {T<:Integer, S<:Integer} = Rational{promote_type(T, S)}
promote_rule(::Type{Rational{T}}, ::Type{Rational{S}}) where {T<:Integer, S<:Integer} = Rational{promote_type(T, S)}
promote_rule(::Type{Rational{T}}, ::Type{S}) where {T<:Integer, S<:AbstractFloat} = promote_type(T, S)
convert(::Type{Rational{T}}, x::Rational{T}) where {T<:Integer} = x
convert(::Type{Rational{T}}, x::Rational) where {T<:Integer} = Rational{T}(x.num, x.den)
convert(::Type{Rational{T}}, x::Integer) where {T<:Integer} = Rational{T}(x, one(x))
Rational{T}(x::Integer) where {T<:Integer} = Rational{T}(x, one(x))
Rational{T}(x::Rational) where {T<:Integer} = Rational{T}(x.num, x.den)
Float64(x::Rational) = Float64(x.num) / Float64(x.den)
float(x::Rational) = float(x.num) / float(x.den)
function (::Type{T})(x::Rational) where {T<:Integer}
    x.den == 1 || throw(InexactError(Symbol(string(T)), T, x))
    return convert(T, x.num)
end

-(x::Rational) = Rational(-x.num, x.den)
+(x::Rational, y::Rational) = (x.num * y.den + y.num * x.den) // (x.den * y.den)
-(x::Rational, y::Rational) = (x.num * y.den - y.num * x.den) // (x.den * y.den)
*(x::Rational, y::Rational) = (x.num * y.num) // (x.den * y.den)
/(x::Rational, y::Rational) = (x.num * y.den) // (x.den * y.num)
inv(x::Rational) = x.den // x.num
^(x::Rational, n::Integer) = n >= 0 ? (x.num^n) // (x.den^n) : (x.den^(-n)) // (x.num^(-n))
==(x::Rational, y::Rational) = x.num == y.num && x.den == y.den
<(x::Rational, y::Rational) = x.num * y.den < y.num * x.den
<=(x::Rational, y::Rational) = x.num * y.den <= y.num * x.den
isless(x::Rational, y::Rational) = x < y
abs(x::Rational) = Rational(abs(x.num), x.den)
sign(x::Rational) = oftype(x, sign(x.num))
iszero(x::Rational) = iszero(x.num)
zero(::Type{Rational{T}}) where {T} = Rational{T}(zero(T), one(T))
one(::Type{Rational{T}}) where {T} = Rational{T}(one(T), one(T))
isinteger(x::Rational) = x.den == 1
floor(x::Rational) = fld(x.num, x.den) // 1
ceil(x::Rational) = cld(x.num, x.den) // 1
trunc(x::Rational) = div(x.num, x.den) // 1
hash(x::Rational, h::UInt64) = isinteger(x) ? hash(x.num, h) : hash(Float64(x), h)

function show(io::IO, x::Rational)
    show(io, x.num)
    write(io, "//")
    show(io, x.den)
    return nothing
end

# ---- rationalize: the simplest fraction within tol of x ----
# Continued-fraction convergents p/q of x (x kept as the ratio x/y so that no
# reciprocal is rounded), then the best semiconvergent; on overflow of T the last
# convergent that fits.
function _mul_add_checked(a::T, p::T, pp::T) where {T<:Integer}
    m, o1 = Core.Intrinsics.checked_smul_int(a, p)
    s, o2 = Core.Intrinsics.checked_sadd_int(m, pp)
    return (s, o1 | o2)
end
function rationalize(::Type{T}, x::AbstractFloat, tol::Real) where {T<:Integer}
    tol < 0 && throw(ArgumentError(string("negative tolerance ", tol)))
    isnan(x) && return T(x) // one(T)
    isinf(x) && return Rational{T}(x < 0 ? -one(T) : one(T), zero(T))
    p, q = x < 0 ? -one(T) : one(T), zero(T)
    pp, qq = zero(T), one(T)
    x = abs(x)
    a = trunc(x)
    r = x - a
    y = one(x)
    tolx = oftype(x, tol)
    nt, t, tt = tolx, zero(tolx), tolx
    while r > nt
        a > typemax(T) && return p // q
        ia = T(a)
        np, o1 = _mul_add_checked(ia, p, pp)
        nq, o2 = _mul_add_checked(ia, q, qq)
        (o1 || o2) && return p // q
        p, pp = np, p
        q, qq = nq, q
        x, y = y, r
        a, r = divrem(x, y)
        t, tt = nt, t
        nt = a * t + tt
    end
    a = cld(x - tt, y + t)
    a > typemax(T) && return p // q
    ia = T(a)
    np, o1 = _mul_add_checked(ia, p, pp)
    nq, o2 = _mul_add_checked(ia, q, qq)
    (o1 || o2) && return p // q
    return np // nq
end
rationalize(::Type{T}, x::AbstractFloat; tol::Real = eps(x)) where {T<:Integer} =
    rationalize(T, x, tol)
rationalize(x::AbstractFloat; tol::Real = eps(x)) = rationalize(Int, x, tol)
rationalize(::Type{T}, x::Rational) where {T<:Integer} = convert(Rational{T}, x)
rationalize(::Type{T}, x::Integer) where {T<:Integer} = Rational{T}(x)

# The exact value of a float as a fraction (its denominator a power of two).
function Rational{T}(x::AbstractFloat) where {T<:Integer}
    isfinite(x) || throw(InexactError(:Rational, Rational{T}, x))
    k = 0
    y = Float64(x)
    while !isinteger(y)
        y *= 2
        k += 1
    end
    k > 8 * sizeof(T) - 2 && throw(InexactError(:Rational, Rational{T}, x))
    return Rational{T}(convert(T, y), one(T) << k)
end
Rational(x::Float64) = Rational{Int}(x)
Rational(x::Float32) = Rational{Int}(x)
convert(::Type{Rational{T}}, x::AbstractFloat) where {T<:Integer} = Rational{T}(x)
round(x::Rational) = (n = round(x.num / x.den); Rational(Int(n) * one(x.num)))
round(::Type{T}, x::Rational) where {T<:Integer} = convert(T, round(x).num)
floor(::Type{T}, x::Rational) where {T<:Integer} = convert(T, fld(x.num, x.den))
ceil(::Type{T}, x::Rational) where {T<:Integer} = convert(T, cld(x.num, x.den))
trunc(::Type{T}, x::Rational) where {T<:Integer} = convert(T, div(x.num, x.den))
mod(x::Rational, y::Rational) = x - fld(x.num * y.den, x.den * y.num) * y
rem(x::Rational, y::Rational) = x - div(x.num * y.den, x.den * y.num) * y
mod(x::Rational, y::Integer) = mod(x, Rational(y))
rem(x::Rational, y::Integer) = rem(x, Rational(y))
gcd(x::Rational, y::Rational) = Rational(gcd(x.num, y.num), lcm(x.den, y.den))
lcm(x::Rational, y::Rational) = Rational(lcm(x.num, y.num), gcd(x.den, y.den))
gcd(x::Rational, y::Integer) = gcd(x, Rational(y))
gcd(x::Integer, y::Rational) = gcd(Rational(x), y)
lcm(x::Rational, y::Integer) = lcm(x, Rational(y))
lcm(x::Integer, y::Rational) = lcm(Rational(x), y)
^(x::Number, y::Rational) = x^(y.num / y.den)
^(x::T, y::Rational) where {T<:AbstractFloat} = x^convert(T, y)
div(x::Rational, y::Rational) = div(x.num * y.den, x.den * y.num)
fld(x::Rational, y::Rational) = fld(x.num * y.den, x.den * y.num)
cld(x::Rational, y::Rational) = cld(x.num * y.den, x.den * y.num)
