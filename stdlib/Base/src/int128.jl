# Int128 and UInt128: 128-bit integers as two 64-bit halves (lo, hi) of the two's
# complement bits. Arithmetic wraps as Julia's does; division raises DivideError as
# Julia's does; conversions keep the value or raise InexactError. The runtime's values
# carry 64 bits, so these are structs written in Kiln rather than primitive types.

struct Int128 <: Signed
    lo::UInt64
    hi::UInt64
end
struct UInt128 <: Unsigned
    lo::UInt64
    hi::UInt64
end
const _I128 = Union{Int128, UInt128}
const _u64 = 0x0000000000000000
const _u64one = 0x0000000000000001

# ---- Bits (lo, hi) helpers ----
_hi_signed(x::Int128) = bitcast(Int64, x.hi)
_isneg(x::Int128) = slt_int(bitcast(Int64, x.hi), 0)
_isneg(x::UInt128) = false
function _add128(a::T, b::T) where {T<:_I128}
    lo = add_int(a.lo, b.lo)
    c = ult_int(lo, a.lo) ? _u64one : _u64
    return T(lo, add_int(add_int(a.hi, b.hi), c))
end
function _sub128(a::T, b::T) where {T<:_I128}
    lo = sub_int(a.lo, b.lo)
    c = ult_int(a.lo, b.lo) ? _u64one : _u64
    return T(lo, sub_int(sub_int(a.hi, b.hi), c))
end
_not128(a::T) where {T<:_I128} = T(not_int(a.lo), not_int(a.hi))
_neg128(a::T) where {T<:_I128} = _add128(_not128(a), T(_u64one, _u64))
# The full 128-bit product of two UInt64s, as (lo, hi).
function _mul64(a::UInt64, b::UInt64)
    a0 = and_int(a, 0x00000000ffffffff); a1 = lshr_int(a, 32)
    b0 = and_int(b, 0x00000000ffffffff); b1 = lshr_int(b, 32)
    p00 = mul_int(a0, b0); p01 = mul_int(a0, b1); p10 = mul_int(a1, b0); p11 = mul_int(a1, b1)
    mid = add_int(add_int(lshr_int(p00, 32), and_int(p01, 0x00000000ffffffff)), and_int(p10, 0x00000000ffffffff))
    lo = or_int(and_int(p00, 0x00000000ffffffff), shl_int(mid, 32))
    hi = add_int(add_int(add_int(p11, lshr_int(p01, 32)), lshr_int(p10, 32)), lshr_int(mid, 32))
    return (lo, hi)
end
function _mul128(a::T, b::T) where {T<:_I128}
    p = _mul64(a.lo, b.lo)
    hi = add_int(add_int(getfield(p, 2), mul_int(a.lo, b.hi)), mul_int(a.hi, b.lo))
    return T(getfield(p, 1), hi)
end
function _ult128(a::_I128, b::_I128)
    a.hi == b.hi && return ult_int(a.lo, b.lo)
    return ult_int(a.hi, b.hi)
end
function _shl128(a::T, n::Int) where {T<:_I128}
    n >= 128 && return T(_u64, _u64)
    n == 0 && return a
    n >= 64 && return T(_u64, shl_int(a.lo, n - 64))
    return T(shl_int(a.lo, n), or_int(shl_int(a.hi, n), lshr_int(a.lo, 64 - n)))
end
function _lshr128(a::T, n::Int) where {T<:_I128}
    n >= 128 && return T(_u64, _u64)
    n == 0 && return a
    n >= 64 && return T(lshr_int(a.hi, n - 64), _u64)
    return T(or_int(lshr_int(a.lo, n), shl_int(a.hi, 64 - n)), lshr_int(a.hi, n))
end
function _ashr128(a::T, n::Int) where {T<:_I128}
    fill = _isneg(a) ? 0xffffffffffffffff : _u64
    n >= 128 && return T(fill, fill)
    n == 0 && return a
    n >= 64 && return T(bitcast(UInt64, ashr_int(bitcast(Int64, a.hi), n - 64)), fill)
    return T(or_int(lshr_int(a.lo, n), shl_int(a.hi, 64 - n)), bitcast(UInt64, ashr_int(bitcast(Int64, a.hi), n)))
end
_lz128(a::_I128) = a.hi == _u64 ? 64 + leading_zeros(a.lo) : leading_zeros(a.hi)
# Unsigned division of magnitudes: (quotient, remainder). REQUIRES: b != 0.
function _udivrem128(a::UInt128, b::UInt128)
    if a.hi == _u64 && b.hi == _u64
        return (UInt128(checked_udiv_int(a.lo, b.lo), _u64), UInt128(checked_urem_int(a.lo, b.lo), _u64))
    end
    _ult128(a, b) && return (UInt128(_u64, _u64), a)
    shift = _lz128(b) - _lz128(a)
    d = _shl128(b, shift)
    q = UInt128(_u64, _u64)
    r = a
    for _ in 0:shift
        q = _shl128(q, 1)
        if !_ult128(r, d)
            r = _sub128(r, d)
            q = UInt128(or_int(q.lo, _u64one), q.hi)
        end
        d = _lshr128(d, 1)
    end
    return (q, r)
end
_asu(x::Int128) = UInt128(x.lo, x.hi)
_ass(x::UInt128) = Int128(x.lo, x.hi)
_uabs128(x::Int128) = _isneg(x) ? _asu(_neg128(x)) : _asu(x)

# ---- Construction and conversion ----
Int128(x::Union{Int8, Int16, Int32, Int64}) = (v = Int64(x); Int128(bitcast(UInt64, v), slt_int(v, 0) ? 0xffffffffffffffff : _u64))
Int128(x::Union{UInt8, UInt16, UInt32, UInt64, Bool}) = Int128(UInt64(x), _u64)
UInt128(x::Union{UInt8, UInt16, UInt32, UInt64, Bool}) = UInt128(UInt64(x), _u64)
function UInt128(x::Union{Int8, Int16, Int32, Int64})
    x < 0 && throw(InexactError(:trunc, UInt128, x))
    return UInt128(UInt64(x), _u64)
end
Int128(x::Int128) = x
UInt128(x::UInt128) = x
function Int128(x::UInt128)
    slt_int(bitcast(Int64, x.hi), 0) && throw(InexactError(:convert, Int128, x))
    return Int128(x.lo, x.hi)
end
function UInt128(x::Int128)
    _isneg(x) && throw(InexactError(:convert, UInt128, x))
    return UInt128(x.lo, x.hi)
end
_fits64s(x::Int128) = x.hi == (slt_int(bitcast(Int64, x.lo), 0) ? 0xffffffffffffffff : _u64)
_fits64s(x::UInt128) = x.hi == _u64 && !slt_int(bitcast(Int64, x.lo), 0)
function _trunc_from128(::Type{T}, x::_I128) where {T}
    v = T <: Signed ? (_fits64s(x) ? bitcast(Int64, x.lo) : nothing) : (x.hi == _u64 ? x.lo : nothing)
    v === nothing && throw(InexactError(:trunc, T, x))
    r = _small_or_nothing(T, v)
    r === nothing && throw(InexactError(:trunc, T, x))
    return r
end
_small_or_nothing(::Type{T}, v) where {T} = (typemin(T) <= v <= typemax(T)) ? v % T : nothing
Int8(x::_I128) = _trunc_from128(Int8, x)
Int16(x::_I128) = _trunc_from128(Int16, x)
Int32(x::_I128) = _trunc_from128(Int32, x)
Int64(x::_I128) = _trunc_from128(Int64, x)
UInt8(x::_I128) = _trunc_from128(UInt8, x)
UInt16(x::_I128) = _trunc_from128(UInt16, x)
UInt32(x::_I128) = _trunc_from128(UInt32, x)
UInt64(x::_I128) = _trunc_from128(UInt64, x)
Bool(x::_I128) = x.hi == _u64 && x.lo == _u64 ? false : (x.hi == _u64 && x.lo == _u64one ? true : throw(InexactError(:Bool, Bool, x)))
rem(x::_I128, ::Type{T}) where {T<:BitInteger} = rem(x.lo, T)
rem(x::_I128, ::Type{Int128}) = Int128(x.lo, x.hi)
rem(x::_I128, ::Type{UInt128}) = UInt128(x.lo, x.hi)
rem(x::BitSigned, ::Type{T}) where {T<:_I128} = (v = Int64(x); T(bitcast(UInt64, v), slt_int(v, 0) ? 0xffffffffffffffff : _u64))
rem(x::BitUnsigned, ::Type{T}) where {T<:_I128} = T(UInt64(x), _u64)
rem(x::Bool, ::Type{T}) where {T<:_I128} = T(UInt64(x), _u64)
signed(x::UInt128) = _ass(x)
signed(x::Int128) = x
unsigned(x::Int128) = _asu(x)
unsigned(x::UInt128) = x
convert(::Type{Int128}, x::Integer) = Int128(x)
convert(::Type{UInt128}, x::Integer) = UInt128(x)
convert(::Type{Int128}, x::Int128) = x
convert(::Type{UInt128}, x::UInt128) = x
convert(::Type{T}, x::_I128) where {T<:BitInteger} = T(x)
convert(::Type{T}, x::AbstractFloat) where {T<:_I128} = T(x)

# Floats: correctly rounded, from the top 64 significant bits with a sticky bit.
function _to_float(::Type{F}, u::UInt128) where {F}
    u.hi == _u64 && return F(u.lo)
    lz = leading_zeros(u.hi)
    top = _shl128(u, lz)               # the leading 1 is now bit 127
    sticky = top.lo != _u64 ? _u64one : _u64
    f = F(or_int(top.hi, sticky))
    return f * F(2.0)^(64 - lz)
end
Float64(x::UInt128) = _to_float(Float64, x)
Float32(x::UInt128) = Float32(_to_float(Float64, x))
Float64(x::Int128) = _isneg(x) ? -_to_float(Float64, _uabs128(x)) : _to_float(Float64, _asu(x))
Float32(x::Int128) = Float32(Float64(x))
float(x::_I128) = Float64(x)
convert(::Type{Float64}, x::_I128) = Float64(x)
convert(::Type{Float32}, x::_I128) = Float32(x)
AbstractFloat(x::_I128) = Float64(x)
function _from_float(::Type{T}, x::Float64) where {T<:_I128}
    isinteger(x) || throw(InexactError(Symbol(nameof(T)), T, x))
    if T === Int128
        (-1.7014118346046923e38 <= x < 1.7014118346046923e38) || throw(InexactError(Symbol(nameof(T)), T, x))
    else
        (0.0 <= x < 3.402823669209385e38) || throw(InexactError(Symbol(nameof(T)), T, x))
    end
    a = abs(x)
    u = if a < 1.8446744073709552e19
        UInt128(fptoui(UInt64, a), _u64)
    else
        fr = frexp(a)                  # a = m * 2^e, 0.5 <= m < 1
        m = fptoui(UInt64, ldexp(getfield(fr, 1), 53))
        _shl128(UInt128(m, _u64), getfield(fr, 2) - 53)
    end
    return x < 0 ? _ass(_neg128(u)) : (T === Int128 ? _ass(u) : u)
end
Int128(x::Float64) = _from_float(Int128, x)
UInt128(x::Float64) = _from_float(UInt128, x)
Int128(x::Float32) = _from_float(Int128, Float64(x))
UInt128(x::Float32) = _from_float(UInt128, Float64(x))
trunc(::Type{T}, x::AbstractFloat) where {T<:_I128} = T(trunc(Float64(x)))
floor(::Type{T}, x::AbstractFloat) where {T<:_I128} = T(floor(Float64(x)))
ceil(::Type{T}, x::AbstractFloat) where {T<:_I128} = T(ceil(Float64(x)))
round(::Type{T}, x::AbstractFloat) where {T<:_I128} = T(round(Float64(x)))

# BigInt
function BigInt(x::_I128)
    u = x isa Int128 ? _uabs128(x) : x
    m = UInt32[trunc_int(UInt32, u.lo), trunc_int(UInt32, lshr_int(u.lo, 32)),
               trunc_int(UInt32, u.hi), trunc_int(UInt32, lshr_int(u.hi, 32))]
    return _big(_isneg(x), m)
end
function _from_big(::Type{T}, x::BigInt) where {T<:_I128}
    (typemin(T) <= x <= typemax(T)) || throw(InexactError(Symbol(nameof(T)), T, x))
    m = abs(x).mag
    w(i) = i <= length(m) ? zext_int(UInt64, m[i]) : _u64
    u = UInt128(or_int(w(1), shl_int(w(2), 32)), or_int(w(3), shl_int(w(4), 32)))
    return x.neg ? _ass(_neg128(u)) : (T === Int128 ? _ass(u) : u)
end
Int128(x::BigInt) = _from_big(Int128, x)
UInt128(x::BigInt) = _from_big(UInt128, x)
convert(::Type{BigInt}, x::_I128) = BigInt(x)

# ---- Promotion ----
promote_rule(::Type{Int128}, ::Type{<:BitSigned}) = Int128
promote_rule(::Type{Int128}, ::Type{<:BitUnsigned}) = Int128
promote_rule(::Type{UInt128}, ::Type{<:BitInteger}) = UInt128
promote_rule(::Type{UInt128}, ::Type{Int128}) = UInt128
promote_rule(::Type{T}, ::Type{Bool}) where {T<:_I128} = T
promote_rule(::Type{T}, ::Type{Float64}) where {T<:_I128} = Float64
promote_rule(::Type{T}, ::Type{Float32}) where {T<:_I128} = Float32
promote_rule(::Type{BigInt}, ::Type{T}) where {T<:_I128} = BigInt

# ---- Limits ----
typemin(::Type{Int128}) = Int128(_u64, 0x8000000000000000)
typemax(::Type{Int128}) = Int128(0xffffffffffffffff, 0x7fffffffffffffff)
typemin(::Type{UInt128}) = UInt128(_u64, _u64)
typemax(::Type{UInt128}) = UInt128(0xffffffffffffffff, 0xffffffffffffffff)
zero(::Type{T}) where {T<:_I128} = T(_u64, _u64)
one(::Type{T}) where {T<:_I128} = T(_u64one, _u64)
iszero(x::_I128) = x.lo == _u64 && x.hi == _u64

# ---- Arithmetic ----
+(x::T, y::T) where {T<:_I128} = _add128(x, y)
-(x::T, y::T) where {T<:_I128} = _sub128(x, y)
-(x::_I128) = _neg128(x)
*(x::T, y::T) where {T<:_I128} = _mul128(x, y)
/(x::T, y::T) where {T<:_I128} = Float64(x) / Float64(y)
function div(x::UInt128, y::UInt128)
    iszero(y) && throw(DivideError())
    return getfield(_udivrem128(x, y), 1)
end
function rem(x::UInt128, y::UInt128)
    iszero(y) && throw(DivideError())
    return getfield(_udivrem128(x, y), 2)
end
function div(x::Int128, y::Int128)
    iszero(y) && throw(DivideError())
    (x == typemin(Int128) && y == -one(Int128)) && throw(DivideError())
    q = _ass(getfield(_udivrem128(_uabs128(x), _uabs128(y)), 1))
    return _isneg(x) != _isneg(y) ? -q : q
end
function rem(x::Int128, y::Int128)
    iszero(y) && throw(DivideError())
    y == -one(Int128) && return zero(Int128)
    r = _ass(getfield(_udivrem128(_uabs128(x), _uabs128(y)), 2))
    return _isneg(x) ? -r : r
end
function fld(x::T, y::T) where {T<:_I128}
    d = div(x, y)
    (_isneg(x) != _isneg(y) && d * y != x) ? d - one(T) : d
end
function cld(x::T, y::T) where {T<:_I128}
    d = div(x, y)
    (_isneg(x) == _isneg(y) && d * y != x) ? d + one(T) : d
end
function mod(x::T, y::T) where {T<:_I128}
    T === Int128 && y == -one(T) && return zero(T)
    r = rem(x, y)
    (!iszero(r) && _isneg(r) != _isneg(y)) ? r + y : r
end
^(x::_I128, p::Integer) = power_by_squaring(x, p)

# ---- Bits ----
~(x::_I128) = _not128(x)
&(x::T, y::T) where {T<:_I128} = T(and_int(x.lo, y.lo), and_int(x.hi, y.hi))
|(x::T, y::T) where {T<:_I128} = T(or_int(x.lo, y.lo), or_int(x.hi, y.hi))
xor(x::T, y::T) where {T<:_I128} = T(xor_int(x.lo, y.lo), xor_int(x.hi, y.hi))
<<(x::_I128, n::Integer) = n < 0 ? x >> -Int(n) : _shl128(x, n >= 128 ? 128 : Int(n))
>>(x::Int128, n::Integer) = n < 0 ? x << -Int(n) : _ashr128(x, n >= 128 ? 128 : Int(n))
>>(x::UInt128, n::Integer) = n < 0 ? x << -Int(n) : _lshr128(x, n >= 128 ? 128 : Int(n))
>>>(x::_I128, n::Integer) = n < 0 ? x << -Int(n) : _lshr128(x, n >= 128 ? 128 : Int(n))
count_ones(x::_I128) = count_ones(x.lo) + count_ones(x.hi)
count_zeros(x::_I128) = 128 - count_ones(x)
leading_zeros(x::_I128) = _lz128(x)
trailing_zeros(x::_I128) = x.lo == _u64 ? 64 + trailing_zeros(x.hi) : trailing_zeros(x.lo)
leading_ones(x::_I128) = leading_zeros(~x)
trailing_ones(x::_I128) = trailing_zeros(~x)
bswap(x::T) where {T<:_I128} = T(bswap(x.hi), bswap(x.lo))

# ---- Comparisons ----
==(x::T, y::T) where {T<:_I128} = x.lo == y.lo && x.hi == y.hi
<(x::UInt128, y::UInt128) = _ult128(x, y)
<=(x::UInt128, y::UInt128) = !_ult128(y, x)
function <(x::Int128, y::Int128)
    x.hi == y.hi && return ult_int(x.lo, y.lo)
    return slt_int(bitcast(Int64, x.hi), bitcast(Int64, y.hi))
end
<=(x::Int128, y::Int128) = !(y < x)
==(x::Int128, y::UInt128) = !_isneg(x) && _asu(x) == y
==(x::UInt128, y::Int128) = y == x
<(x::Int128, y::UInt128) = _isneg(x) || _asu(x) < y
<(x::UInt128, y::Int128) = !_isneg(y) && x < _asu(y)
<=(x::Int128, y::UInt128) = _isneg(x) || _asu(x) <= y
<=(x::UInt128, y::Int128) = !_isneg(y) && x <= _asu(y)
# Against a narrower type of the other signedness: compare as Int128/BigInt values.
==(x::_I128, y::BitInteger) = BigInt(x) == BigInt(y)
==(x::BitInteger, y::_I128) = BigInt(x) == BigInt(y)
<(x::_I128, y::BitInteger) = BigInt(x) < BigInt(y)
<(x::BitInteger, y::_I128) = BigInt(x) < BigInt(y)
<=(x::_I128, y::BitInteger) = BigInt(x) <= BigInt(y)
<=(x::BitInteger, y::_I128) = BigInt(x) <= BigInt(y)

# ---- Properties ----
signbit(x::_I128) = _isneg(x)
abs(x::Int128) = _isneg(x) ? -x : x
abs(x::UInt128) = x
uabs(x::Int128) = _uabs128(x)
uabs(x::UInt128) = x
sign(x::T) where {T<:_I128} = iszero(x) ? x : (_isneg(x) ? -one(T) : one(T))
iseven(x::_I128) = and_int(x.lo, _u64one) == _u64
isodd(x::_I128) = !iseven(x)
flipsign(x::Int128, y::Integer) = y < 0 ? -x : x
hash(x::_I128, h::UInt64) = _fits64s(x) ? hash(Int64(x), h) :
    (x isa UInt128 && x.hi == _u64) ? hash(x.lo, h) : hash(x.hi, hash(x.lo, h + 0x7f1c5d8b2c6a9e43))

# ---- Widening ----
widen(::Type{Int8}) = Int16
widen(::Type{Int16}) = Int32
widen(::Type{Int32}) = Int64
widen(::Type{Int64}) = Int128
widen(::Type{UInt8}) = UInt16
widen(::Type{UInt16}) = UInt32
widen(::Type{UInt32}) = UInt64
widen(::Type{UInt64}) = UInt128
widen(::Type{Int128}) = BigInt
widen(::Type{UInt128}) = BigInt
widen(::Type{BigInt}) = BigInt
widen(::Type{Bool}) = Int8
widen(::Type{Float32}) = Float64
widen(::Type{Float64}) = Float64
widen(x::T) where {T<:Number} = convert(widen(T), x)
widemul(x::Number, y::Number) = widen(x) * widen(y)

# ---- Text ----
const _ten19 = UInt128(0x8ac7230489e80000, _u64)     # 10^19
function string(x::_I128; base::Integer = 10, pad::Integer = 1)
    u = x isa Int128 ? _uabs128(x) : x
    neg = _isneg(x)
    if base == 10
        chunks = String[]
        while u.hi != _u64
            qr = _udivrem128(u, _ten19)
            push!(chunks, lpad(string(getfield(qr, 2).lo), 19, '0'))
            u = getfield(qr, 1)
        end
        s = string(u.lo)
        for i in length(chunks):-1:1
            s = string(s, chunks[i])
        end
    else
        (2 <= base <= 62) || throw(ArgumentError(string("invalid base: ", base)))
        b = UInt128(UInt64(base), _u64)
        digs = Char[]
        while true
            qr = _udivrem128(u, b)
            d = Int(getfield(qr, 2).lo)
            push!(digs, d < 10 ? Char(48 + d) : d < 36 ? Char(87 + d) : Char(29 + d))
            u = getfield(qr, 1)
            iszero(u) && break
        end
        s = String(reverse(digs))
    end
    s = lpad(s, pad, '0')
    return neg ? string('-', s) : s
end
print(io::IO, x::_I128) = (write(io, string(x)); nothing)
show(io::IO, x::Int128) = (write(io, string(x)); nothing)
show(io::IO, x::UInt128) = (write(io, "0x", string(x; base = 16, pad = 32)); nothing)
ndigits(x::_I128; base::Integer = 10, pad::Integer = 1) = max(pad, length(string(abs(x); base = base)) - (_isneg(x) && abs(x) == x ? 1 : 0))

function parse(::Type{T}, s::AbstractString; base::Union{Nothing, Integer} = nothing) where {T<:_I128}
    v = tryparse(T, s; base = base)
    v === nothing || return v
    _parse_int_error(T, String(s), base === nothing ? 10 : Int(base))
end
function tryparse(::Type{T}, s::AbstractString; base::Union{Nothing, Integer} = nothing) where {T<:_I128}
    t = strip(String(s))
    isempty(t) && return nothing
    neg = t[1] == '-'
    i = (t[1] == '-' || t[1] == '+') ? 2 : 1
    b = base === nothing ? 10 : Int(base)
    if base === nothing && ncodeunits(t) >= i + 2 && t[i] == '0' && t[i + 1] in ('x', 'o', 'b')
        b = t[i + 1] == 'x' ? 16 : t[i + 1] == 'o' ? 8 : 2
        i += 2
    end
    i > ncodeunits(t) && return nothing
    (neg && T === UInt128) && return nothing
    r = BigInt(0)
    while i <= ncodeunits(t)
        d = _digit_value(t[i])
        d < b || return nothing
        r = r * BigInt(b) + BigInt(d)
        i = nextind(t, i)
    end
    neg && (r = -r)
    (typemin(T) <= r <= typemax(T)) || return nothing
    return T(r)
end

# factorial looks 128-bit values up to 34! (Julia's table of UInt128; 34! does not fit
# an Int128, so its conversion fails there as in Julia).
function factorial(n::_I128)
    n < 0 && throw(DomainError(n, "`n` must not be negative."))
    n > 34 && throw(OverflowError(string(n, " is too large to look up in the table; consider ",
        "using `factorial(big(", n, "))` instead")))
    f = one(UInt128)
    for k in 2:Int(n)
        f *= UInt128(k)
    end
    return n isa Int128 ? Int128(f) : f
end
