# Complex numbers `a + b*im` (Julia manual, "Complex Numbers").

struct Complex{T<:Real} <: Number
    re::T
    im::T
    Complex{T}(re::Real, im::Real) where {T<:Real} = new(convert(T, re), convert(T, im))
end
Complex(re::T, im::T) where {T<:Real} = Complex{T}(re, im)
Complex(re::Real, im::Real) = Complex(promote(re, im)...)
Complex(re::Real) = Complex(re, zero(re))
Complex{T}(x::Real) where {T<:Real} = Complex{T}(x, zero(x))
Complex{T}(z::Complex) where {T<:Real} = Complex{T}(z.re, z.im)
# Int(z), Float64(z): only a complex number with a zero imaginary part converts to a real.
function (::Type{T})(z::Complex) where {T<:Real}
    isreal(z) || throw(InexactError(nameof(T), T, z))
    return T(z.re)
end

const ComplexF64 = Complex{Float64}
const ComplexF32 = Complex{Float32}
const im = Complex(false, true)

real(z::Complex) = z.re
imag(z::Complex) = z.im
reim(z::Complex) = (z.re, z.im)
complex(x::Real) = Complex(x)
complex(z::Complex) = z
complex(re::Real, im::Real) = Complex(re, im)

promote_rule(::Type{Complex{T}}, ::Type{S}) where {T<:Real, S<:Real} = Complex{promote_type(T, S)}
promote_rule(::Type{Complex{T}}, ::Type{Complex{S}}) where {T<:Real, S<:Real} = Complex{promote_type(T, S)}
convert(::Type{Complex{T}}, x::Real) where {T<:Real} = Complex{T}(x, zero(x))
convert(::Type{Complex{T}}, z::Complex{T}) where {T<:Real} = z
convert(::Type{Complex{T}}, z::Complex) where {T<:Real} = Complex{T}(z.re, z.im)

-(z::Complex) = Complex(-z.re, -z.im)
+(z::Complex, w::Complex) = Complex(z.re + w.re, z.im + w.im)
-(z::Complex, w::Complex) = Complex(z.re - w.re, z.im - w.im)
*(z::Complex, w::Complex) = Complex(z.re * w.re - z.im * w.im, z.re * w.im + z.im * w.re)
function /(z::Complex, w::Complex)
    d = w.re * w.re + w.im * w.im
    return Complex((z.re * w.re + z.im * w.im) / d, (z.im * w.re - z.re * w.im) / d)
end
# Bool parts (from `im`) act as 0 and 1 without making the result Bool.
*(x::Real, z::Complex) = Complex(x * z.re, x * z.im)
*(z::Complex, x::Real) = Complex(z.re * x, z.im * x)
*(x::Bool, z::Complex{Bool}) = Complex(x * z.re, x * z.im)
+(x::Real, z::Complex) = Complex(x + z.re, z.im + zero(x))
+(z::Complex, x::Real) = Complex(z.re + x, z.im + zero(x))
-(x::Real, z::Complex) = Complex(x - z.re, zero(x) - z.im)
-(z::Complex, x::Real) = Complex(z.re - x, z.im - zero(x))
/(z::Complex, x::Real) = Complex(z.re / x, z.im / x)
==(z::Complex, w::Complex) = z.re == w.re && z.im == w.im
==(z::Complex, x::Real) = z.re == x && iszero(z.im)
==(x::Real, z::Complex) = z == x
conj(z::Complex) = Complex(z.re, -z.im)
abs2(z::Complex) = z.re * z.re + z.im * z.im
abs(z::Complex) = hypot(z.re, z.im)
angle(z::Complex) = atan(z.im, z.re)
inv(z::Complex) = conj(z) / abs2(z)
zero(::Type{Complex{T}}) where {T} = Complex{T}(zero(T), zero(T))
one(::Type{Complex{T}}) where {T} = Complex{T}(one(T), zero(T))
iszero(z::Complex) = iszero(z.re) && iszero(z.im)
isreal(z::Complex) = iszero(z.im)
^(z::Complex, n::Integer) = n >= 0 ? power_by_squaring(z, n) : inv(power_by_squaring(z, -n))
# x^2 + y^2 (the scaling Julia applies for overflow or underflow is not needed in
# the range of normal floats).
_ssqs(x, y) = x * x + y * y
# Julia's algorithm (base/complex.jl): sqrt((|z| + |x|)/2) without the cancellation
# of the naive formula.
function sqrt(z::Complex)
    x, y = Float64(z.re), Float64(z.im)
    x == 0 && y == 0 && return Complex(0.0, y)
    ρ = _ssqs(x, y)
    isfinite(x) && (ρ = abs(x) + sqrt(ρ))
    ρ = sqrt(ρ + ρ) / 2
    ξ, η = ρ, y
    if ρ != 0
        isfinite(η) && (η = (η / ρ) / 2)
        if x < 0
            ξ = abs(η)
            η = copysign(ρ, y)
        end
    end
    return Complex(ξ, η)
end
function log(z::Complex)
    x, y = Float64(z.re), Float64(z.im)
    ρ = _ssqs(x, y)
    ax, ay = abs(x), abs(y)
    θ, β = ax < ay ? (ax, ay) : (ay, ax)
    ρρ = (0.5 < β * β) && (β <= 1.25 || ρ < 3) ? log1p((β - 1) * (β + 1) + θ * θ) / 2 : log(ρ) / 2
    return Complex(ρρ, angle(Complex(x, y)))
end
log10(z::Complex) = log(z) / log(10.0)
log2(z::Complex) = log(z) / log(2.0)
cis(x::Real) = (s = sin(Float64(x)); c = cos(Float64(x)); Complex(c, s))
function sin(z::Complex)
    zr, zi = Float64(z.re), Float64(z.im)
    return Complex(sin(zr) * cosh(zi), cos(zr) * sinh(zi))
end
function cos(z::Complex)
    zr, zi = Float64(z.re), Float64(z.im)
    return Complex(cos(zr) * cosh(zi), -sin(zr) * sinh(zi))
end
tan(z::Complex) = sin(z) / cos(z)
^(z::Complex, p::Complex) = iszero(p) ? one(float(z)) : iszero(imag(p)) ? z^float(real(p)) : exp(p * log(z))
function ^(z::Complex, p::AbstractFloat)
    zf = float(z)
    isinteger(p) && abs(p) < 2^53 && return zf^Int(p)
    zr, zi = reim(zf)
    # A non-negative real base stays on the real axis.
    iszero(zi) && zr >= 0 && return Complex(zr^p, zero(zi))
    p == 0.5 && return sqrt(zf)
    return exp(p * log(zf))
end
^(x::Real, p::Complex) = Complex(x)^p
float(z::Complex) = Complex(float(z.re), float(z.im))
isfinite(z::Complex) = isfinite(z.re) && isfinite(z.im)
isnan(z::Complex) = isnan(z.re) || isnan(z.im)
isinf(z::Complex) = isinf(z.re) || isinf(z.im)
round(z::Complex; kws...) = Complex(round(z.re; kws...), round(z.im; kws...))
isapprox(z::Complex, w::Number; atol::Real = 0, rtol::Real = atol > 0 ? 0 : sqrt(eps(Float64))) =
    z == w || abs(z - w) <= max(atol, rtol * max(abs(z), abs(w)))
isapprox(x::Real, w::Complex; kw...) = isapprox(w, x; kw...)
function exp(z::Complex)
    e = exp(Float64(z.re))
    return Complex(e * cos(Float64(z.im)), e * sin(Float64(z.im)))
end
hash(z::Complex, h::UInt64) = iszero(z.im) ? hash(z.re, h) : hash(z.im, hash(z.re, h) + 0x0000000000000001)

# `1 + 2im`, `1.0 - 0.5im`; `im` alone shows as `im`.
function show(io::IO, z::Complex)
    if z.re isa Bool && !z.re && z.im === true
        write(io, "im")
        return nothing
    end
    if z.re isa Bool
        print(io, "Complex(", z.re, ",", z.im, ")")
        return nothing
    end
    show(io, z.re)
    i = z.im
    compact = get(io, :compact, false)  # in a matrix's columns: no spaces around the sign
    if signbit(i) && !(i isa AbstractFloat && isnan(i))
        write(io, compact ? "-" : " - ")
        i isa Signed && !(i isa BigInt) && i == typemin(i) ? show(io, -widen(i)) : show(io, -i)
    else
        write(io, compact ? "+" : " + ")
        show(io, i)
    end
    # `*` unless the imaginary part is an integer or a finite float (`1//2 + 3//4*im`)
    ((i isa Integer && !(i isa Bool)) || (i isa AbstractFloat && isfinite(i))) || write(io, '*')
    write(io, "im")
    return nothing
end
