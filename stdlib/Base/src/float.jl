# Float64 (and the little Kiln supports of Float32): IEEE arithmetic, comparisons
# with Julia's NaN and signed-zero rules, rounding, and conversions to and from
# integers (exact conversions throw InexactError).

const IEEEFloat = Union{Float32, Float64}

const NaN = bitcast(Float64, 0x7ff8000000000000)
const Inf = bitcast(Float64, 0x7ff0000000000000)
const NaN64 = NaN
const Inf64 = Inf
const NaN32 = bitcast(Float32, 0x7fc00000)
const Inf32 = bitcast(Float32, 0x7f800000)

promote_rule(::Type{Float64}, ::Type{T}) where {T<:Integer} = Float64
promote_rule(::Type{Float32}, ::Type{T}) where {T<:Integer} = Float32
promote_rule(::Type{Float64}, ::Type{Float32}) = Float64

# ---- Conversions ----
Float64(x::Float64) = x
Float64(x::Float32) = fpext(Float64, x)
Float64(x::BitSigned) = sitofp(Float64, x)
Float64(x::BitUnsigned) = uitofp(Float64, x)
Float64(x::Bool) = x ? 1.0 : 0.0
Float32(x::Float32) = x
Float32(x::Float64) = fptrunc(Float32, x)
Float32(x::BitSigned) = sitofp(Float32, x)
Float32(x::BitUnsigned) = uitofp(Float32, x)
Float32(x::Bool) = x ? Float32(1.0) : Float32(0.0)
float(x::AbstractFloat) = x
float(x::Integer) = Float64(x)
float(::Type{T}) where {T<:AbstractFloat} = T
float(::Type{T}) where {T<:Integer} = Float64

# The range of an integer type as floats: lo <= x < hi converts without overflow.
_int_range(::Type{Int8}) = (-128.0, 128.0)
_int_range(::Type{Int16}) = (-32768.0, 32768.0)
_int_range(::Type{Int32}) = (-2147483648.0, 2147483648.0)
_int_range(::Type{Int64}) = (-9223372036854775808.0, 9223372036854775808.0)
_int_range(::Type{UInt8}) = (0.0, 256.0)
_int_range(::Type{UInt16}) = (0.0, 65536.0)
_int_range(::Type{UInt32}) = (0.0, 4294967296.0)
_int_range(::Type{UInt64}) = (0.0, 18446744073709551616.0)

# T(x): x must be an integer value in T's range.
function _float_to_int(::Type{T}, x::AbstractFloat, fname::Symbol) where {T}
    r = _int_range(T)
    xf = Float64(x)
    if getfield(r, 1) <= xf < getfield(r, 2) && trunc_llvm(xf) == xf
        return T <: Signed ? fptosi(T, xf) : fptoui(T, xf)
    end
    throw(InexactError(fname, T, x))
end
Int8(x::IEEEFloat) = _float_to_int(Int8, x, :Int8)
Int16(x::IEEEFloat) = _float_to_int(Int16, x, :Int16)
Int32(x::IEEEFloat) = _float_to_int(Int32, x, :Int32)
Int64(x::IEEEFloat) = _float_to_int(Int64, x, :Int64)
UInt8(x::IEEEFloat) = _float_to_int(UInt8, x, :UInt8)
UInt16(x::IEEEFloat) = _float_to_int(UInt16, x, :UInt16)
UInt32(x::IEEEFloat) = _float_to_int(UInt32, x, :UInt32)
UInt64(x::IEEEFloat) = _float_to_int(UInt64, x, :UInt64)

# trunc(T, x) and friends: the integer part must be in T's range.
function trunc(::Type{T}, x::IEEEFloat) where {T<:BitInteger}
    r = _int_range(T)
    xf = Float64(x)
    if getfield(r, 1) - 1.0 < xf < getfield(r, 2)
        return T <: Signed ? fptosi(T, xf) : fptoui(T, xf)
    end
    throw(InexactError(:trunc, T, x))
end
trunc(::Type{Bool}, x::AbstractFloat) = Bool(trunc(x))
floor(::Type{T}, x::AbstractFloat) where {T<:Integer} = trunc(T, floor(x))
ceil(::Type{T}, x::AbstractFloat) where {T<:Integer} = trunc(T, ceil(x))
round(::Type{T}, x::AbstractFloat) where {T<:Integer} = trunc(T, round(x))
trunc(::Type{T}, x::Integer) where {T<:Integer} = convert(T, x)
floor(::Type{T}, x::Integer) where {T<:Integer} = convert(T, x)
ceil(::Type{T}, x::Integer) where {T<:Integer} = convert(T, x)
round(::Type{T}, x::Integer) where {T<:Integer} = convert(T, x)
unsafe_trunc(::Type{T}, x::AbstractFloat) where {T<:Signed} = fptosi(T, x)
unsafe_trunc(::Type{T}, x::AbstractFloat) where {T<:Unsigned} = fptoui(T, x)

# ---- Arithmetic ----
-(x::T) where {T<:IEEEFloat} = neg_float(x)
+(x::T, y::T) where {T<:IEEEFloat} = add_float(x, y)
-(x::T, y::T) where {T<:IEEEFloat} = sub_float(x, y)
*(x::T, y::T) where {T<:IEEEFloat} = mul_float(x, y)
/(x::T, y::T) where {T<:IEEEFloat} = div_float(x, y)
muladd(x::T, y::T, z::T) where {T<:IEEEFloat} = muladd_float(x, y, z)
fma(x::T, y::T, z::T) where {T<:IEEEFloat} = fma_float(x, y, z)
muladd(x, y, z) = x * y + z
inv(x::AbstractFloat) = one(x) / x

# The common mixed cases, without going through promote.
+(x::Float64, y::Int64) = add_float(x, sitofp(Float64, y))
+(x::Int64, y::Float64) = add_float(sitofp(Float64, x), y)
-(x::Float64, y::Int64) = sub_float(x, sitofp(Float64, y))
-(x::Int64, y::Float64) = sub_float(sitofp(Float64, x), y)
*(x::Float64, y::Int64) = mul_float(x, sitofp(Float64, y))
*(x::Int64, y::Float64) = mul_float(sitofp(Float64, x), y)
/(x::Float64, y::Int64) = div_float(x, sitofp(Float64, y))
/(x::Int64, y::Float64) = div_float(sitofp(Float64, x), y)
/(x::Int64, y::Int64) = div_float(sitofp(Float64, x), sitofp(Float64, y))

rem(x::T, y::T) where {T<:IEEEFloat} = rem_float(x, y)
function mod(x::T, y::T) where {T<:IEEEFloat}
    r = rem(x, y)
    if r == 0
        return copysign(r, y)
    elseif (r > 0) !== (y > 0)
        return r + y
    end
    return r
end
div(x::T, y::T) where {T<:IEEEFloat} = trunc((x - rem(x, y)) / y)
fld(x::T, y::T) where {T<:IEEEFloat} = round((x - mod(x, y)) / y)
cld(x::T, y::T) where {T<:IEEEFloat} = -fld(-x, y)

# ---- Comparisons ----
==(x::T, y::T) where {T<:IEEEFloat} = eq_float(x, y)
!=(x::T, y::T) where {T<:IEEEFloat} = ne_float(x, y)
<(x::T, y::T) where {T<:IEEEFloat} = lt_float(x, y)
<=(x::T, y::T) where {T<:IEEEFloat} = le_float(x, y)
==(x::Float64, y::Int64) = eq_float(x, sitofp(Float64, y)) && (isinf(x) || fptosi(Int64, x) == y)
==(x::Int64, y::Float64) = y == x
<(x::Float64, y::Int64) = lt_float(x, sitofp(Float64, y))
<(x::Int64, y::Float64) = lt_float(sitofp(Float64, x), y)
<=(x::Float64, y::Int64) = le_float(x, sitofp(Float64, y))
<=(x::Int64, y::Float64) = le_float(sitofp(Float64, x), y)
isequal(x::T, y::T) where {T<:IEEEFloat} = fpiseq(x, y)
# NaN sorts after everything and -0.0 before 0.0.
function isless(x::T, y::T) where {T<:IEEEFloat}
    isnan(x) && return false
    isnan(y) && return true
    lt_float(x, y) && return true
    return eq_float(x, y) && signbit(x) && !signbit(y)
end
isless(x::AbstractFloat, y::AbstractFloat) = isless(promote(x, y)...)
function min(x::T, y::T) where {T<:IEEEFloat}
    (isnan(x) || isnan(y)) && return x + y
    return isless(y, x) ? y : x
end
function max(x::T, y::T) where {T<:IEEEFloat}
    (isnan(x) || isnan(y)) && return x + y
    return isless(y, x) ? x : y
end

# ---- Properties ----
isnan(x::AbstractFloat) = x != x
isinf(x::AbstractFloat) = !isnan(x) && !isfinite(x)
isfinite(x::Float64) = and_int(bitcast(UInt64, x), 0x7ff0000000000000) != 0x7ff0000000000000
isfinite(x::AbstractFloat) = x - x == zero(x)
isinteger(x::AbstractFloat) = x - trunc(x) == zero(x)
signbit(x::Float64) = slt_int(bitcast(Int64, x), 0)
signbit(x::Float32) = slt_int(bitcast(Int32, x), Int32(0))
abs(x::T) where {T<:IEEEFloat} = abs_float(x)
copysign(x::T, y::T) where {T<:IEEEFloat} = copysign_float(x, y)
flipsign(x::T, y::T) where {T<:IEEEFloat} = signbit(y) ? -x : x
sign(x::AbstractFloat) = (x == 0 || isnan(x)) ? x : copysign(one(x), x)
zero(::Type{Float64}) = 0.0
one(::Type{Float64}) = 1.0
zero(::Type{Float32}) = Float32(0.0)
one(::Type{Float32}) = Float32(1.0)
typemin(::Type{Float64}) = -Inf
typemax(::Type{Float64}) = Inf
typemin(::Type{Float32}) = -Inf32
typemax(::Type{Float32}) = Inf32
floatmax(::Type{Float64}) = bitcast(Float64, 0x7fefffffffffffff)
floatmin(::Type{Float64}) = bitcast(Float64, 0x0010000000000000)
floatmax() = floatmax(Float64)
floatmin() = floatmin(Float64)
eps(::Type{Float64}) = bitcast(Float64, 0x3cb0000000000000)
eps() = eps(Float64)
# The distance from |x| to the next larger float (the gap at x's exponent).
function eps(x::Float64)
    isfinite(x) || return NaN
    a = abs(x)
    a == floatmax(Float64) && return a - prevfloat(a)
    return nextfloat(a) - a
end
eps(::Type{Float32}) = bitcast(Float32, 0x34000000)
maxintfloat(::Type{Float64}) = 9007199254740992.0
floatmax(::Type{Float32}) = bitcast(Float32, 0x7f7fffff)
floatmin(::Type{Float32}) = bitcast(Float32, 0x00800000)
maxintfloat(::Type{Float32}) = Float32(16777216.0)
floatmax(x::AbstractFloat) = floatmax(typeof(x))
floatmin(x::AbstractFloat) = floatmin(typeof(x))
maxintfloat(x::AbstractFloat) = maxintfloat(typeof(x))
maxintfloat() = maxintfloat(Float64)
nextfloat(x::Float64) = _float_step(x, 1)
prevfloat(x::Float64) = _float_step(x, -1)
function _float_step(x::Float64, d::Int)
    isnan(x) && return x
    x == Inf && d > 0 && return x
    x == -Inf && d < 0 && return x
    x == 0.0 && return d > 0 ? bitcast(Float64, 1) : -bitcast(Float64, 1)
    u = bitcast(Int64, x)
    # Moving away from zero increases the magnitude bits.
    return bitcast(Float64, (u >= 0) === (d > 0) ? u + 1 : u - 1)
end

# ---- Rounding (RoundNearest ties to even, as Julia's `round`) ----
floor(x::T) where {T<:IEEEFloat} = floor_llvm(x)
ceil(x::T) where {T<:IEEEFloat} = ceil_llvm(x)
trunc(x::T) where {T<:IEEEFloat} = trunc_llvm(x)
round(x::T) where {T<:IEEEFloat} = rint_llvm(x)
floor(x::Integer) = x
ceil(x::Integer) = x
trunc(x::Integer) = x
round(x::Integer) = x

"""
    round(x; digits = 0, base = 10)

`x` rounded to `digits` digits after the point (before it when negative), ties to
even, as `round(x * base^digits) / base^digits` with Julia's care for overflow.
"""
function round(x::Real; digits::Union{Integer, Nothing} = nothing,
               sigdigits::Union{Integer, Nothing} = nothing, base::Integer = 10)
    if sigdigits !== nothing
        digits === nothing || throw(ArgumentError("`round` cannot use both `digits` and `sigdigits` arguments."))
        iszero(x) && return float(x)
        # The position of the leading digit (Julia's hidigit).
        h = 1 + floor(Int, base == 10 ? log10(abs(float(x))) : log(base, abs(float(x))))
        digits = sigdigits - h
    end
    digits === nothing && (digits = 0)
    fx = float(x)
    if digits >= 0
        s = Float64(base)^digits
        y = round(fx * s) / s
    else
        s = Float64(base)^(-digits)
        y = round(fx / s) * s
    end
    isfinite(y) && return y
    return isfinite(fx) ? fx : y
end
function floor(x::Real; digits::Integer = 0)
    s = 10.0^digits
    return floor(float(x) * s) / s
end
function ceil(x::Real; digits::Integer = 0)
    s = 10.0^digits
    return ceil(float(x) * s) / s
end
function trunc(x::Real; digits::Integer = 0)
    s = 10.0^digits
    return trunc(float(x) * s) / s
end
issubnormal(x::Float64) = x != 0.0 && abs(x) < floatmin(Float64)
issubnormal(x::Float32) = x != 0.0f0 && abs(x) < floatmin(Float32)
