# The fixed-width integer types: wrapping arithmetic, the division family, bit
# operations, comparisons (also between signed and unsigned values), conversions
# with Julia's InexactError rules, and promotion by width and signedness.

const BitSigned = Union{Int8, Int16, Int32, Int64}
const BitUnsigned = Union{UInt8, UInt16, UInt32, UInt64}
const BitInteger = Union{BitSigned, BitUnsigned}

# ---- Promotion: the wider type wins; at equal width the unsigned one ----
function promote_rule(::Type{T}, ::Type{S}) where {T<:BitInteger, S<:BitInteger}
    sizeof(T) > sizeof(S) && return T
    sizeof(S) > sizeof(T) && return S
    return T <: Unsigned ? T : S
end

# ---- Conversions between integer types ----
# T(x) keeps the value or throws InexactError; `x % T` wraps.
function _int_convert(::Type{T}, x) where {T}
    S = typeof(x)
    nt = sizeof(T)
    ns = sizeof(S)
    if nt < ns
        return T <: Signed ? checked_trunc_sint(T, x) : checked_trunc_uint(T, x)
    elseif nt == ns
        (T <: Signed) === (S <: Signed) && return bitcast(T, x)
        return bitcast(T, check_sign_bit(T, x))
    elseif S <: Signed
        return T <: Signed ? sext_int(T, x) : sext_int(T, check_sign_bit(T, x))
    else
        return zext_int(T, x)
    end
end
function _int_wrap(::Type{T}, x) where {T}
    nt = sizeof(T)
    ns = sizeof(typeof(x))
    nt < ns && return trunc_int(T, x)
    nt == ns && return bitcast(T, x)
    return x isa Signed ? sext_int(T, x) : zext_int(T, x)
end

Int8(x::BitInteger) = _int_convert(Int8, x)
Int16(x::BitInteger) = _int_convert(Int16, x)
Int32(x::BitInteger) = _int_convert(Int32, x)
Int64(x::BitInteger) = _int_convert(Int64, x)
UInt8(x::BitInteger) = _int_convert(UInt8, x)
UInt16(x::BitInteger) = _int_convert(UInt16, x)
UInt32(x::BitInteger) = _int_convert(UInt32, x)
UInt64(x::BitInteger) = _int_convert(UInt64, x)
Int64(x::Int64) = x
Int8(x::Bool) = zext_int(Int8, x)
Int16(x::Bool) = zext_int(Int16, x)
Int32(x::Bool) = zext_int(Int32, x)
Int64(x::Bool) = zext_int(Int64, x)
UInt8(x::Bool) = zext_int(UInt8, x)
UInt16(x::Bool) = zext_int(UInt16, x)
UInt32(x::Bool) = zext_int(UInt32, x)
UInt64(x::Bool) = zext_int(UInt64, x)

rem(x::BitInteger, ::Type{T}) where {T<:BitInteger} = _int_wrap(T, x)
rem(x::Bool, ::Type{T}) where {T<:BitInteger} = zext_int(T, x)
rem(x::Integer, ::Type{Bool}) = isodd(x)
%(x::Integer, ::Type{T}) where {T<:Integer} = rem(x, T)

signed(x::Int8) = x
signed(x::Int16) = x
signed(x::Int32) = x
signed(x::Int64) = x
signed(x::UInt8) = bitcast(Int8, x)
signed(x::UInt16) = bitcast(Int16, x)
signed(x::UInt32) = bitcast(Int32, x)
signed(x::UInt64) = bitcast(Int64, x)
unsigned(x::UInt8) = x
unsigned(x::UInt16) = x
unsigned(x::UInt32) = x
unsigned(x::UInt64) = x
unsigned(x::Int8) = bitcast(UInt8, x)
unsigned(x::Int16) = bitcast(UInt16, x)
unsigned(x::Int32) = bitcast(UInt32, x)
unsigned(x::Int64) = bitcast(UInt64, x)
unsigned(x::Bool) = UInt64(x)
signed(x::Bool) = Int64(x)

# ---- Limits ----
typemin(::Type{Int8}) = -128 % Int8
typemax(::Type{Int8}) = 127 % Int8
typemin(::Type{Int16}) = -32768 % Int16
typemax(::Type{Int16}) = 32767 % Int16
typemin(::Type{Int32}) = -2147483648 % Int32
typemax(::Type{Int32}) = 2147483647 % Int32
typemin(::Type{Int64}) = -9223372036854775807 - 1
typemax(::Type{Int64}) = 9223372036854775807
typemin(::Type{UInt8}) = 0x00
typemax(::Type{UInt8}) = 0xff
typemin(::Type{UInt16}) = 0x0000
typemax(::Type{UInt16}) = 0xffff
typemin(::Type{UInt32}) = 0x00000000
typemax(::Type{UInt32}) = 0xffffffff
typemin(::Type{UInt64}) = 0x0000000000000000
typemax(::Type{UInt64}) = 0xffffffffffffffff
typemin(x::Real) = typemin(typeof(x))
typemax(x::Real) = typemax(typeof(x))

zero(::Type{Int8}) = 0 % Int8
zero(::Type{Int16}) = 0 % Int16
zero(::Type{Int32}) = 0 % Int32
zero(::Type{Int64}) = 0
zero(::Type{UInt8}) = 0x00
zero(::Type{UInt16}) = 0x0000
zero(::Type{UInt32}) = 0x00000000
zero(::Type{UInt64}) = 0x0000000000000000
one(::Type{Int8}) = 1 % Int8
one(::Type{Int16}) = 1 % Int16
one(::Type{Int32}) = 1 % Int32
one(::Type{Int64}) = 1
one(::Type{UInt8}) = 0x01
one(::Type{UInt16}) = 0x0001
one(::Type{UInt32}) = 0x00000001
one(::Type{UInt64}) = 0x0000000000000001

# ---- Arithmetic (wraps around) ----
-(x::T) where {T<:BitInteger} = neg_int(x)
+(x::T, y::T) where {T<:BitInteger} = add_int(x, y)
-(x::T, y::T) where {T<:BitInteger} = sub_int(x, y)
*(x::T, y::T) where {T<:BitInteger} = mul_int(x, y)
/(x::T, y::T) where {T<:BitInteger} = div_float(Float64(x), Float64(y))
/(x::Integer, y::Integer) = Float64(x) / Float64(y)
inv(x::Integer) = 1.0 / Float64(x)

div(x::T, y::T) where {T<:BitSigned} = checked_sdiv_int(x, y)
div(x::T, y::T) where {T<:BitUnsigned} = checked_udiv_int(x, y)
rem(x::T, y::T) where {T<:BitSigned} = checked_srem_int(x, y)
rem(x::T, y::T) where {T<:BitUnsigned} = checked_urem_int(x, y)

function fld(x::T, y::T) where {T<:BitSigned}
    d = div(x, y)
    # Round toward -Inf when the signs differ and the division was inexact.
    if slt_int(xor_int(x, y), sub_int(x, x)) && d * y != x
        return d - (1 % T)
    end
    return d
end
fld(x::T, y::T) where {T<:BitUnsigned} = div(x, y)
function cld(x::T, y::T) where {T<:BitSigned}
    d = div(x, y)
    if !slt_int(xor_int(x, y), sub_int(x, x)) && d * y != x
        return d + (1 % T)
    end
    return d
end
function cld(x::T, y::T) where {T<:BitUnsigned}
    d = div(x, y)
    return d * y == x ? d : d + (1 % T)
end
function mod(x::T, y::T) where {T<:BitSigned}
    y == -1 % T && return 0 % T     # typemin % -1 does not overflow
    r = rem(x, y)
    if r != sub_int(r, r) && slt_int(xor_int(r, y), sub_int(r, r))
        return r + y
    end
    return r
end
mod(x::T, y::T) where {T<:BitUnsigned} = rem(x, y)

%(x, y) = rem(x, y)
÷(x, y) = div(x, y)
divrem(x, y) = (div(x, y), rem(x, y))
mod1(x::T, y::T) where {T<:Real} = (m = mod(x, y); m == zero(m) ? y : m)
mod1(x::Real, y::Real) = mod1(promote(x, y)...)
fldmod(x, y) = (fld(x, y), mod(x, y))

# ---- Bit operations ----
~(x::BitInteger) = not_int(x)
&(x::T, y::T) where {T<:BitInteger} = and_int(x, y)
|(x::T, y::T) where {T<:BitInteger} = or_int(x, y)
xor(x::T, y::T) where {T<:BitInteger} = xor_int(x, y)

# Shift counts: any integer; a negative count shifts the other way.
<<(x::BitInteger, n::BitUnsigned) = shl_int(x, n)
>>(x::BitSigned, n::BitUnsigned) = ashr_int(x, n)
>>(x::BitUnsigned, n::BitUnsigned) = lshr_int(x, n)
>>>(x::BitInteger, n::BitUnsigned) = lshr_int(x, n)
<<(x::BitInteger, n::BitSigned) = slt_int(n, sub_int(n, n)) ? x >> unsigned(-n) : shl_int(x, n)
>>(x::BitInteger, n::BitSigned) = slt_int(n, sub_int(n, n)) ? shl_int(x, unsigned(-n)) : x >> unsigned(n)
>>>(x::BitInteger, n::BitSigned) = slt_int(n, sub_int(n, n)) ? shl_int(x, unsigned(-n)) : lshr_int(x, n)
<<(x::BitInteger, n::Bool) = shl_int(x, n)
>>(x::BitInteger, n::Bool) = x >> UInt8(n)
>>>(x::BitInteger, n::Bool) = lshr_int(x, n)

count_ones(x::BitInteger) = Int(ctpop_int(x))
count_zeros(x::BitInteger) = 8 * sizeof(x) - count_ones(x)
leading_zeros(x::BitInteger) = Int(ctlz_int(x))
trailing_zeros(x::BitInteger) = Int(cttz_int(x))
leading_ones(x::BitInteger) = leading_zeros(~x)
trailing_ones(x::BitInteger) = trailing_zeros(~x)
count_ones(x::Bool) = Int(x)
bswap(x::BitInteger) = bswap_int(x)
ispow2(x::Integer) = x > 0 && count_ones(x) == 1

# ---- Comparisons ----
==(x::T, y::T) where {T<:BitInteger} = eq_int(x, y)
!=(x::T, y::T) where {T<:BitInteger} = ne_int(x, y)
<(x::T, y::T) where {T<:BitSigned} = slt_int(x, y)
<(x::T, y::T) where {T<:BitUnsigned} = ult_int(x, y)
<=(x::T, y::T) where {T<:BitSigned} = sle_int(x, y)
<=(x::T, y::T) where {T<:BitUnsigned} = ule_int(x, y)
isless(x::Integer, y::Integer) = x < y
isless(x::Real, y::Real) = x < y
# Signed against unsigned compares the mathematical values.
==(x::BitSigned, y::BitUnsigned) = !slt_int(x, sub_int(x, x)) && _promoted_eq(x, y)
==(x::BitUnsigned, y::BitSigned) = y == x
<(x::BitSigned, y::BitUnsigned) = slt_int(x, sub_int(x, x)) || _promoted_lt(x, y)
<(x::BitUnsigned, y::BitSigned) = !slt_int(y, sub_int(y, y)) && _promoted_lt(x, y)
<=(x::BitSigned, y::BitUnsigned) = slt_int(x, sub_int(x, x)) || !_promoted_lt(y, x)
<=(x::BitUnsigned, y::BitSigned) = !slt_int(y, sub_int(y, y)) && !_promoted_lt(y, x)
function _promoted_eq(x, y)
    p = promote(x, y)
    return getfield(p, 1) == getfield(p, 2)
end
function _promoted_lt(x, y)
    p = promote(x, y)
    return getfield(p, 1) < getfield(p, 2)
end

# ---- Properties ----
signbit(x::BitSigned) = slt_int(x, sub_int(x, x))
signbit(x::BitUnsigned) = false
abs(x::BitSigned) = slt_int(x, sub_int(x, x)) ? -x : x
abs(x::BitUnsigned) = x
uabs(x::BitSigned) = unsigned(abs(x))
uabs(x::BitUnsigned) = x
function sign(x::BitSigned)
    z = sub_int(x, x)
    slt_int(z, x) && return one(x)
    return x == z ? z : -one(x)
end
sign(x::BitUnsigned) = x == sub_int(x, x) ? x : one(x)
iseven(x::Integer) = iszero(rem(x, 2))
isodd(x::Integer) = !iseven(x)
iseven(x::Int64) = and_int(x, 1) == 0
isodd(x::Int64) = and_int(x, 1) != 0
isinteger(x::Integer) = true
isfinite(x::Integer) = true
isnan(x::Integer) = false
isinf(x::Integer) = false
# Byte order: the host is little-endian.
hton(x) = bswap(x)
ntoh(x) = bswap(x)
htol(x) = x
ltoh(x) = x
# x rotated left by k bits (right for negative k).
function bitrotate(x::T, k::Integer) where {T<:BitInteger}
    n = 8 * sizeof(T)
    r = mod(k, n)
    return r == 0 ? x : (x << r) | (x >>> (n - r))
end
