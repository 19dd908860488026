# Trigonometry in multiples of π (sinpi, cospi, sincospi) and in degrees (sind,
# cosd, tand, sincosd). The argument is first reduced exactly to a quarter turn
# (a multiple of 1/2, or of 90°) and a remainder of at most an eighth of a turn, so
# exact angles give exact answers (sinpi(1) == 0.0, sind(30) == 0.5, cosd(90) ==
# 0.0). The remainder is turned into radians as an unevaluated sum hi + lo and its
# sine or cosine taken to that precision, so rounding the angle to Float64 first
# costs no accuracy.

const _PI_HI = 3.141592653589793
const _PI_LO = 1.2246467991473532e-16
const _DEG_HI = 0.017453292519943295      # π/180 rounded
const _DEG_LO = 2.9486522708701687e-19    # π/180 - _DEG_HI

# r * (c_hi + c_lo) as hi + lo.
function _mul_dd(r::Float64, c_hi::Float64, c_lo::Float64)
    hi = r * c_hi
    lo = fma(r, c_hi, -hi) + r * c_lo
    return hi, lo
end

# sin and cos of t = hi + lo (|t| ≤ π/4) by their Taylor series: the terms that
# decide the last bit (t and t³/6, 1 and t²/2) in double-double arithmetic, the
# remaining ones (at most 1/300 of the result) in Float64.
function _two_sum(a::Float64, b::Float64)
    s = a + b
    bb = s - a
    return s, (a - (s - bb)) + (b - bb)
end
function _sin_dd(hi::Float64, lo::Float64)
    hi == 0.0 && return hi
    z = hi * hi
    p_lo = fma(hi, hi, -z) + 2.0 * hi * lo              # t² = z + p_lo
    m = hi * z                                           # t³ = m + m_lo
    m_lo = fma(hi, z, -m) + hi * p_lo + lo * z
    q = m / 6.0
    q_lo = (fma(-q, 6.0, m) + m_lo) / 6.0
    r = hi * z * z * evalpoly(z, (1 / 120, -1 / 5040, 1 / 362880, -1 / 39916800,
                                  1 / 6227020800, -1 / 1307674368000, 1 / 355687428096000))
    s, err = _two_sum(hi, -q)
    return s + (((err + lo) - q_lo) + r)
end
function _cos_dd(hi::Float64, lo::Float64)
    z = hi * hi
    p_lo = fma(hi, hi, -z) + 2.0 * hi * lo
    r = z * z * evalpoly(z, (1 / 24, -1 / 720, 1 / 40320, -1 / 3628800, 1 / 479001600,
                             -1 / 87178291200, 1 / 20922789888000))
    s, err = _two_sum(1.0, -0.5 * z)
    return s + ((err - 0.5 * p_lo) + r)
end

_trig_inf(x) = throw(DomainError(x, "`x` cannot be infinite."))

# Quarter-turn k (0..3) and remainder of x ≥ 0 given in units of half turns... in
# units where a quarter turn is q.
function _quarter(x::Float64, q::Float64)
    n = round(x / q)
    return Int64(rem(n, 4.0)), x - n * q
end

function sinpi(x::Float64)
    isnan(x) && return x
    isinf(x) && _trig_inf(x)
    ax = abs(x)
    ax >= 9.007199254740992e15 && return copysign(0.0, x)
    k, r = _quarter(ax, 0.5)
    hi, lo = _mul_dd(r, _PI_HI, _PI_LO)
    res = k == 0 ? _sin_dd(hi, lo) : k == 1 ? _cos_dd(hi, lo) :
          k == 2 ? 0.0 - _sin_dd(hi, lo) : 0.0 - _cos_dd(hi, lo)
    return signbit(x) ? -res : res
end
function cospi(x::Float64)
    isnan(x) && return x
    isinf(x) && _trig_inf(x)
    ax = abs(x)
    ax >= 9.007199254740992e15 && return 1.0
    k, r = _quarter(ax, 0.5)
    hi, lo = _mul_dd(r, _PI_HI, _PI_LO)
    return k == 0 ? _cos_dd(hi, lo) : k == 1 ? 0.0 - _sin_dd(hi, lo) :
           k == 2 ? 0.0 - _cos_dd(hi, lo) : _sin_dd(hi, lo)
end
sinpi(x::Float32) = Float32(sinpi(Float64(x)))
cospi(x::Float32) = Float32(cospi(Float64(x)))
sinpi(x::Integer) = x >= 0 ? 0.0 : -0.0
cospi(x::Integer) = isodd(x) ? -1.0 : 1.0
sinpi(x::Real) = sinpi(float(x))
cospi(x::Real) = cospi(float(x))
sincospi(x::Real) = (sinpi(x), cospi(x))
function sinpi(z::Complex)
    x, y = reim(float(z))
    return Complex(sinpi(x) * cosh(pi * y), cospi(x) * sinh(pi * y))
end
function cospi(z::Complex)
    x, y = reim(float(z))
    return Complex(cospi(x) * cosh(pi * y), -sinpi(x) * sinh(pi * y))
end

# sind, cosd and the other functions in degrees, and the reciprocal functions: trigdeg.jl.

# x - 2πk with 2π as a double-double, so the remainder keeps its accuracy.
const _TWOPI_HI = 6.283185307179586
const _TWOPI_LO = 2.4492935982947064e-16
function _rem2pi(x::Float64, k::Float64)
    hi = k * _TWOPI_HI
    err = fma(k, _TWOPI_HI, -hi)
    return ((x - hi) - err) - k * _TWOPI_LO
end
function mod2pi(x::Float64)
    isfinite(x) || return NaN
    r = _rem2pi(x, floor(x / _TWOPI_HI))
    r < 0.0 && (r = _rem2pi(r, -1.0))
    r > _TWOPI_HI && (r = _rem2pi(r, 1.0))
    return r
end
mod2pi(x::Real) = mod2pi(float(x))
function rem2pi(x::Float64, r::RoundingMode)
    isfinite(x) || return NaN
    k = r === RoundDown ? floor(x / _TWOPI_HI) : r === RoundUp ? ceil(x / _TWOPI_HI) :
        r === RoundToZero ? trunc(x / _TWOPI_HI) : round(x / _TWOPI_HI)
    return _rem2pi(x, k)
end
rem2pi(x::Real, r::RoundingMode) = rem2pi(float(x), r)
