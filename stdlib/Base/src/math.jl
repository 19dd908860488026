# Elementary functions on Float64 (integers and Bools convert first). The C library
# computes them; Base checks the domain first and throws DomainError with Julia's
# messages, where C would return NaN.

const _libm_exp = Core.Intrinsics.libm_exp
const _libm_log = Core.Intrinsics.libm_log

_complex_hint(f::Symbol, x) = throw(DomainError(x, string(f,
    " was called with a negative real argument but will only return a complex result",
    " if called with a complex argument. Try ", f, "(Complex(x)).")))

function sqrt(x::Float64)
    x < 0.0 && _complex_hint(:sqrt, x)
    return sqrt_llvm(x)
end
sqrt(x::Float32) = Float32(sqrt(Float64(x)))
sqrt(x::Real) = sqrt(float(x))
const √ = sqrt
cbrt(x::Real) = Core.Intrinsics.libm_cbrt(Float64(x))

exp(x::Float64) = _libm_exp(x)
exp2(x::Float64) = Core.Intrinsics.libm_exp2(x)
exp10(x::Float64) = 10.0^x
expm1(x::Float64) = Core.Intrinsics.libm_expm1(x)
function log(x::Float64)
    x < 0.0 && _complex_hint(:log, x)
    return _libm_log(x)
end
function log2(x::Float64)
    x < 0.0 && _complex_hint(:log2, x)
    return Core.Intrinsics.libm_log2(x)
end
function log10(x::Float64)
    x < 0.0 && _complex_hint(:log10, x)
    return Core.Intrinsics.libm_log10(x)
end
function log1p(x::Float64)
    x < -1.0 && throw(DomainError(x, string("log1p was called with a real argument < -1 but ",
        "will only return a complex result if called with a complex argument. Try ",
        "log1p(Complex(x)).")))
    return Core.Intrinsics.libm_log1p(x)
end
log(b::Real, x::Real) = log(Float64(x)) / log(Float64(b))

_trig_domain(f::Symbol, x) = throw(DomainError(x, string(f, "(x) is only defined for finite x.")))
function sin(x::Float64)
    isinf(x) && _trig_domain(:sin, x)
    return Core.Intrinsics.libm_sin(x)
end
function cos(x::Float64)
    isinf(x) && _trig_domain(:cos, x)
    return Core.Intrinsics.libm_cos(x)
end
function tan(x::Float64)
    isinf(x) && _trig_domain(:tan, x)
    return Core.Intrinsics.libm_tan(x)
end
sincos(x::Real) = (sin(x), cos(x))
function asin(x::Float64)
    abs(x) > 1.0 && throw(DomainError(x, "asin(x) is not defined for |x| > 1."))
    return Core.Intrinsics.libm_asin(x)
end
function acos(x::Float64)
    abs(x) > 1.0 && throw(DomainError(x, "acos(x) is not defined for |x| > 1."))
    return Core.Intrinsics.libm_acos(x)
end
atan(x::Float64) = Core.Intrinsics.libm_atan(x)
atan(y::Real, x::Real) = Core.Intrinsics.libm_atan2(Float64(y), Float64(x))
sinh(x::Float64) = Core.Intrinsics.libm_sinh(x)
cosh(x::Float64) = Core.Intrinsics.libm_cosh(x)
tanh(x::Float64) = Core.Intrinsics.libm_tanh(x)
asinh(x::Float64) = Core.Intrinsics.libm_asinh(x)
function acosh(x::Float64)
    x < 1.0 && throw(DomainError(x, "acosh(x) is only defined for x ≥ 1."))
    return Core.Intrinsics.libm_acosh(x)
end
function atanh(x::Float64)
    abs(x) > 1.0 && throw(DomainError(x, "atanh(x) is only defined for |x| ≤ 1."))
    return Core.Intrinsics.libm_atanh(x)
end
hypot(x::Real, y::Real) = Core.Intrinsics.libm_hypot(Float64(x), Float64(y))
deg2rad(x::Real) = Float64(x) * (3.141592653589793 / 180)
rad2deg(x::Real) = Float64(x) * (180 / 3.141592653589793)

# The same functions on other reals go through Float64.
exp(x::Real) = exp(Float64(x))
exp2(x::Real) = exp2(Float64(x))
exp10(x::Real) = exp10(Float64(x))
expm1(x::Real) = expm1(Float64(x))
log(x::Real) = log(Float64(x))
log2(x::Real) = log2(Float64(x))
log10(x::Real) = log10(Float64(x))
log1p(x::Real) = log1p(Float64(x))
sin(x::Real) = sin(Float64(x))
cos(x::Real) = cos(Float64(x))
tan(x::Real) = tan(Float64(x))
asin(x::Real) = asin(Float64(x))
acos(x::Real) = acos(Float64(x))
atan(x::Real) = atan(Float64(x))
sinh(x::Real) = sinh(Float64(x))
cosh(x::Real) = cosh(Float64(x))
tanh(x::Real) = tanh(Float64(x))
asinh(x::Real) = asinh(Float64(x))
acosh(x::Real) = acosh(Float64(x))
atanh(x::Real) = atanh(Float64(x))

# ---- Powers of a base, Horner's rule, and the parts of a float ----
function nextpow(a::Real, x::Real)
    x <= 0 && throw(DomainError(x, "`x` must be positive."))
    a <= 1 && throw(DomainError(a, "`a` must be greater than 1."))
    p = one(a)
    while p < x
        p *= a
    end
    return p
end
function prevpow(a::Real, x::Real)
    x < 1 && throw(DomainError(x, "`x` must be ≥ 1."))
    a <= 1 && throw(DomainError(a, "`a` must be greater than 1."))
    p = one(a)
    while p * a <= x
        p *= a
    end
    return p
end
fld1(x::T, y::T) where {T<:Real} = (m = mod1(x, y); fld(x + y - m, y))
fld1(x::Real, y::Real) = fld1(promote(x, y)...)
function evalpoly(x, p)
    n = length(p)
    n == 0 && return zero(x)
    ex = p[n]
    for i in n-1:-1:1
        ex = muladd(x, ex, p[i])
    end
    return ex
end
ldexp(x::Float64, e::Integer) = x * 2.0^e
function exponent(x::Float64)
    (isfinite(x) && !iszero(x)) || throw(DomainError(x, "Cannot be ±0.0, ±Inf or NaN."))
    b = Int((bitcast(UInt64, x) >> 52) & 0x00000000000007ff)
    b == 0 && return exponent(x * 4.503599627370496e15) - 52  # subnormal: scaled by 2^52
    return b - 1023
end
exponent(x::Real) = exponent(Float64(x))
function significand(x::Float64)
    (isfinite(x) && !iszero(x)) || return x
    return x / 2.0^exponent(x)
end
function frexp(x::Float64)
    (isfinite(x) && !iszero(x)) || return (x, 0)
    e = exponent(x) + 1
    return (x / 2.0^e, e)
end
modf(x::Float64) = (t = trunc(x); (isinf(x) ? copysign(0.0, x) : x - t, t))
