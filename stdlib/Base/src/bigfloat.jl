# BigFloat: binary floating point with a chosen number of significand bits (256
# unless setprecision says otherwise). A finite nonzero value is
# (-1)^neg * man * 2^exp with `man` a BigInt of exactly `prec` bits. Every operation
# computes its exact result (or enough bits of it and whether any nonzero bits were
# left over) and rounds once, to nearest with ties to even, at the precision in
# force when it runs: results are the correctly rounded ones.

mutable struct BigFloat <: AbstractFloat
    prec::Int
    kind::Int8      # 0 finite nonzero, 1 zero, 2 infinity, 3 NaN
    neg::Bool
    man::BigInt
    exp::Int
end

const _BF_PREC = Ref(256)
precision(::Type{BigFloat}) = _BF_PREC[]
precision(x::BigFloat) = x.prec
function setprecision(::Type{BigFloat}, p::Integer)
    p >= 1 || throw(DomainError(p, "`precision` cannot be less than 1."))
    _BF_PREC[] = Int(p)
    return p
end
setprecision(p::Integer) = setprecision(BigFloat, p)
function setprecision(f::Function, ::Type{BigFloat}, p::Integer)
    old = _BF_PREC[]
    setprecision(BigFloat, p)
    try
        return f()
    finally
        _BF_PREC[] = old
    end
end
setprecision(f::Function, p::Integer) = setprecision(f, BigFloat, p)

_bf_special(kind, neg::Bool, p::Int = _BF_PREC[]) = BigFloat(p, Int8(kind), neg, BigInt(0), 0)

# man * 2^e (man ≥ 0) rounded to p bits; `sticky` says the exact value is a little
# more than man * 2^e (man then has at least p + 2 bits).
function _bf_make(neg::Bool, m::BigInt, e::Int, p::Int, sticky::Bool = false)
    iszero(m) && return _bf_special(1, neg, p)
    n = _nbits(m)
    if n > p
        k = n - p
        q = m >> k
        r = m - (q << k)
        half = BigInt(1) << (k - 1)
        if r > half || (r == half && (sticky || isodd(q)))
            q += 1
            if _nbits(q) > p
                q >>= 1
                k += 1
            end
        end
        m = q
        e += k
    elseif n < p
        m = m << (p - n)
        e -= p - n
    end
    return BigFloat(p, Int8(0), neg, m, e)
end

BigFloat(x::BigFloat) = x
BigFloat(x::BigInt) = _bf_make(x < 0, abs(x), 0, _BF_PREC[])
BigFloat(x::Integer) = BigFloat(BigInt(x))
function BigFloat(x::Float64)
    isnan(x) && return _bf_special(3, false)
    isinf(x) && return _bf_special(2, x < 0)
    x == 0.0 && return _bf_special(1, signbit(x))
    bits = bitcast(UInt64, x)
    frac = bits & 0x000fffffffffffff
    be = Int((bits >> 52) & 0x00000000000007ff)
    m, e = be == 0 ? (frac, -1074) : (frac | 0x0010000000000000, be - 1075)
    return _bf_make(signbit(x), BigInt(m), e, _BF_PREC[])
end
BigFloat(x::Float32) = BigFloat(Float64(x))
BigFloat(x::Rational) = BigFloat(numerator(x)) / BigFloat(denominator(x))
BigFloat(x::AbstractIrrational) = big(x)
BigFloat(x::AbstractString) = parse(BigFloat, x)
big(x::AbstractFloat) = BigFloat(x)
big(::Type{Float64}) = BigFloat
big(::Type{BigFloat}) = BigFloat
float(x::BigInt) = BigFloat(x)
float(::Type{BigInt}) = BigFloat
convert(::Type{BigFloat}, x::Real) = BigFloat(x)
convert(::Type{BigFloat}, x::BigFloat) = x
promote_rule(::Type{BigFloat}, ::Type{<:Real}) = BigFloat
promote_rule(::Type{BigInt}, ::Type{<:AbstractFloat}) = BigFloat
promote_rule(::Type{BigFloat}, ::Type{BigInt}) = BigFloat
/(x::BigInt, y::BigInt) = BigFloat(x) / BigFloat(y)
/(x::BigInt, y::Integer) = BigFloat(x) / BigFloat(y)
/(x::Integer, y::BigInt) = BigFloat(x) / BigFloat(y)
sqrt(x::BigInt) = sqrt(BigFloat(x))

isnan(x::BigFloat) = x.kind == 3
isinf(x::BigFloat) = x.kind == 2
isfinite(x::BigFloat) = x.kind <= 1
iszero(x::BigFloat) = x.kind == 1
signbit(x::BigFloat) = x.neg
isinteger(x::BigFloat) = x.kind == 1 || (x.kind == 0 && (x.exp >= 0 || trailing_zeros(x.man) >= -x.exp))
zero(::Type{BigFloat}) = _bf_special(1, false)
one(::Type{BigFloat}) = BigFloat(1)
eps(::Type{BigFloat}) = _bf_make(false, BigInt(1), 1 - _BF_PREC[], _BF_PREC[])
eps(x::BigFloat) = x.kind == 0 ? _bf_make(false, BigInt(1), x.exp, _BF_PREC[]) : _bf_special(3, false)

-(x::BigFloat) = BigFloat(x.prec, x.kind, x.kind == 3 ? x.neg : !x.neg, x.man, x.exp)
abs(x::BigFloat) = x.neg ? -x : x
sign(x::BigFloat) = x.kind == 1 || x.kind == 3 ? x : BigFloat(x.neg ? -1 : 1)

# x + y (y negated when `sub`).
function _bf_add(x::BigFloat, y::BigFloat, sub::Bool)
    p = _BF_PREC[]
    yneg = sub ? !y.neg : y.neg
    (isnan(x) || isnan(y)) && return _bf_special(3, false)
    if isinf(x) || isinf(y)
        isinf(x) && isinf(y) && x.neg != yneg && return _bf_special(3, false)
        return isinf(x) ? _bf_special(2, x.neg) : _bf_special(2, yneg)
    end
    iszero(y) && return iszero(x) ? _bf_special(1, x.neg & yneg) : _bf_make(x.neg, x.man, x.exp, p)
    iszero(x) && return _bf_make(yneg, y.man, y.exp, p)
    mx, ex, my, ey = x.man, x.exp, y.man, y.exp
    # A far smaller operand only decides the rounding: keep it as one low bit.
    tx, ty = ex + _nbits(mx), ey + _nbits(my)
    if tx - ty > p + 2
        my, ey = BigInt(1), tx - p - 3
    elseif ty - tx > p + 2
        mx, ex = BigInt(1), ty - p - 3
    end
    e = min(ex, ey)
    a = mx << (ex - e)
    b = my << (ey - e)
    s = (x.neg ? -a : a) + (yneg ? -b : b)
    return _bf_make(s < 0, abs(s), e, p)
end
+(x::BigFloat, y::BigFloat) = _bf_add(x, y, false)
-(x::BigFloat, y::BigFloat) = _bf_add(x, y, true)
function *(x::BigFloat, y::BigFloat)
    neg = x.neg != y.neg
    (isnan(x) || isnan(y)) && return _bf_special(3, false)
    if isinf(x) || isinf(y)
        (iszero(x) || iszero(y)) && return _bf_special(3, false)
        return _bf_special(2, neg)
    end
    (iszero(x) || iszero(y)) && return _bf_special(1, neg)
    return _bf_make(neg, x.man * y.man, x.exp + y.exp, _BF_PREC[])
end
function _bf_div(neg::Bool, mx::BigInt, ex::Int, my::BigInt, ey::Int, p::Int)
    shift = max(0, p + 2 + _nbits(my) - _nbits(mx))
    q, r = divrem(mx << shift, my)
    return _bf_make(neg, q, ex - shift - ey, p, !iszero(r))
end
function /(x::BigFloat, y::BigFloat)
    neg = x.neg != y.neg
    (isnan(x) || isnan(y)) && return _bf_special(3, false)
    if isinf(x)
        return isinf(y) ? _bf_special(3, false) : _bf_special(2, neg)
    end
    isinf(y) && return _bf_special(1, neg)
    if iszero(y)
        return iszero(x) ? _bf_special(3, false) : _bf_special(2, neg)
    end
    iszero(x) && return _bf_special(1, neg)
    return _bf_div(neg, x.man, x.exp, y.man, y.exp, _BF_PREC[])
end
function sqrt(x::BigFloat)
    isnan(x) && return x
    iszero(x) && return x
    x.neg && throw(DomainError(x, "sqrt was called with a negative real argument but will only return a complex result if called with a complex argument. Try sqrt(Complex(x))."))
    isinf(x) && return x
    p = _BF_PREC[]
    s = max(0, 2p + 4 - _nbits(x.man))
    isodd(x.exp - s) && (s += 1)
    m = x.man << s
    r = isqrt(m)
    return _bf_make(false, r, (x.exp - s) ÷ 2, p, r * r != m)
end
function ^(x::BigFloat, n::Integer)
    n < 0 && return one(BigFloat) / x^(-n)
    p = _BF_PREC[]
    r = setprecision(BigFloat, p + 2 * ndigits(n; base = 2) + 16) do
        acc = BigFloat(1)
        b = x
        k = n
        while k > 0
            isodd(k) && (acc *= b)
            k >>= 1
            k > 0 && (b *= b)
        end
        acc
    end
    r.kind == 0 || return _bf_special(r.kind, r.neg, p)
    return _bf_make(r.neg, r.man, r.exp, p)
end

# ---- Comparison ----
# -1, 0, 1 for x < y, x == y, x > y (neither NaN).
function _bf_cmp(x::BigFloat, y::BigFloat)
    xs = iszero(x) ? 0 : x.neg ? -1 : 1
    ys = iszero(y) ? 0 : y.neg ? -1 : 1
    xs != ys && return xs < ys ? -1 : 1
    xs == 0 && return 0
    if isinf(x) || isinf(y)
        isinf(x) && isinf(y) && return 0
        return (isinf(x) ? 1 : -1) * xs
    end
    tx, ty = x.exp + _nbits(x.man), y.exp + _nbits(y.man)
    c = if tx != ty
        tx < ty ? -1 : 1
    else
        e = min(x.exp, y.exp)
        a, b = x.man << (x.exp - e), y.man << (y.exp - e)
        a == b ? 0 : a < b ? -1 : 1
    end
    return c * xs
end
==(x::BigFloat, y::BigFloat) = !isnan(x) && !isnan(y) && _bf_cmp(x, y) == 0
<(x::BigFloat, y::BigFloat) = !isnan(x) && !isnan(y) && _bf_cmp(x, y) < 0
<=(x::BigFloat, y::BigFloat) = !isnan(x) && !isnan(y) && _bf_cmp(x, y) <= 0
isless(x::BigFloat, y::BigFloat) = isnan(x) ? false : isnan(y) ? true :
    (iszero(x) && iszero(y)) ? (x.neg && !y.neg) : _bf_cmp(x, y) < 0
isequal(x::BigFloat, y::BigFloat) = (isnan(x) && isnan(y)) || (x == y && x.neg == y.neg)
hash(x::BigFloat, h::UInt64) = (isfinite(x) && Float64(x) == x) ? hash(Float64(x), h) :
    isinteger(x) ? hash(BigInt(x), h) : hash(string(x), h)

# ---- Conversion out ----
function BigInt(x::BigFloat)
    isinteger(x) || throw(InexactError(:BigInt, BigInt, x))
    iszero(x) && return BigInt(0)
    m = x.exp >= 0 ? x.man << x.exp : x.man >> -x.exp
    return x.neg ? -m : m
end
# x rounded to an integer-valued BigFloat (mode: :trunc, :floor, :ceil, :nearest).
function _bf_round_int(x::BigFloat, mode::Symbol)
    (x.kind != 0 || x.exp >= 0) && return x
    k = -x.exp
    q = x.man >> k
    r = x.man - (q << k)
    up = if mode === :trunc
        false
    elseif mode === :floor
        x.neg && !iszero(r)
    elseif mode === :ceil
        !x.neg && !iszero(r)
    else
        half = BigInt(1) << (k - 1)
        r > half || (r == half && isodd(q))
    end
    up && (q += 1)
    iszero(q) && return _bf_special(1, x.neg)
    return _bf_make(x.neg, q, 0, _BF_PREC[])
end
function (::Type{T})(x::BigFloat) where {T<:BitInteger}
    isinteger(x) || throw(InexactError(nameof(T), T, x))
    return T(BigInt(x))
end
trunc(x::BigFloat) = _bf_round_int(x, :trunc)
div(x::BigFloat, y::BigFloat) = trunc(x / y)
fld(x::BigFloat, y::BigFloat) = floor(x / y)
cld(x::BigFloat, y::BigFloat) = ceil(x / y)
rem(x::BigFloat, y::BigFloat) = x - div(x, y) * y
function mod(x::BigFloat, y::BigFloat)
    r = rem(x, y)
    return !iszero(r) && signbit(r) != signbit(y) ? r + y : r
end
floor(x::BigFloat) = _bf_round_int(x, :floor)
ceil(x::BigFloat) = _bf_round_int(x, :ceil)
round(x::BigFloat) = _bf_round_int(x, :nearest)
trunc(::Type{T}, x::BigFloat) where {T<:Integer} = T(BigInt(trunc(x)))
floor(::Type{T}, x::BigFloat) where {T<:Integer} = T(BigInt(floor(x)))
ceil(::Type{T}, x::BigFloat) where {T<:Integer} = T(BigInt(ceil(x)))
round(::Type{T}, x::BigFloat) where {T<:Integer} = T(BigInt(round(x)))
function Float64(x::BigFloat)
    isnan(x) && return NaN
    isinf(x) && return x.neg ? -Inf : Inf
    iszero(x) && return x.neg ? -0.0 : 0.0
    y = setprecision(() -> _bf_make(x.neg, x.man, x.exp, 53), BigFloat, 53)
    top = y.exp + 53
    top > 1024 && return x.neg ? -Inf : Inf
    m = Float64(y.man)
    e = y.exp
    v = m * 2.0^(e ÷ 2) * 2.0^(e - e ÷ 2)
    return x.neg ? -v : v
end
Float32(x::BigFloat) = Float32(Float64(x))
function _bf_to_int(::Type{T}, x::BigFloat) where {T<:Integer}
    isinteger(x) || throw(InexactError(nameof(T), T, x))
    return T(BigInt(x))
end
Int64(x::BigFloat) = _bf_to_int(Int64, x)
Int32(x::BigFloat) = _bf_to_int(Int32, x)
UInt64(x::BigFloat) = _bf_to_int(UInt64, x)
