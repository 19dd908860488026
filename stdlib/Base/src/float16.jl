# Float16, IEEE half precision. Kiln's runtime has no 16-bit float, so here it is a
# struct around its 16 bits. A Float16 converts exactly to Float32 and Float64;
# arithmetic is done in Float32 and rounded back to Float16 (Julia does the same
# where the hardware has no half-precision arithmetic); printing gives the shortest
# decimal that reads back as the same Float16, in Julia's layout for Float16.

struct Float16 <: AbstractFloat
    bits::UInt16
    Float16(b::UInt16, ::Val{:bits}) = new(b)
end
_f16(b::UInt16) = Float16(b, Val(:bits))

const Inf16 = _f16(0x7c00)
const NaN16 = _f16(0x7e00)

# The bits of x rounded to the nearest Float16 (ties to even).
function _f16bits(x::Float64)
    s = signbit(x) ? 0x8000 : 0x0000
    isnan(x) && return s | 0x7e00
    a = abs(x)
    a >= 65520.0 && return s | 0x7c00  # beyond the last halfway point: Inf
    if a < 6.103515625e-5
        # Subnormal: a multiple of 2^-24 (2^24 a is exact); 1024 is the smallest normal.
        return s | UInt16(round(a * 16777216.0))
    end
    b = reinterpret(UInt64, a)
    e = Int((b >> 52) & 0x7ff) - 1023
    mant = b & 0x000fffffffffffff
    keep = mant >> 42
    rest = mant & 0x000003ffffffffff
    half = 0x0000020000000000
    if rest > half || (rest == half && isodd(keep))
        keep += 1
    end
    return s | UInt16((UInt64(e + 15) << 10) + keep)  # a carry moves into the exponent
end

function Float64(h::Float16)
    b = h.bits
    e = Int((b >> 10) & 0x001f)
    m = Int(b & 0x03ff)
    v = e == 0 ? m * 5.9604644775390625e-8 :          # m * 2^-24
        e == 31 ? (m == 0 ? Inf : NaN) : ldexp(Float64(m + 1024), e - 25)
    return (b & 0x8000) != 0 ? -v : v
end
Float32(h::Float16) = Float32(Float64(h))
Float16(h::Float16) = h
Float16(x::Float64) = _f16(_f16bits(x))
Float16(x::Float32) = Float16(Float64(x))
Float16(x::Integer) = Float16(Float64(x))
Float16(x::Bool) = x ? _f16(0x3c00) : _f16(0x0000)
Float16(x::Real) = Float16(Float64(x))
(::Type{T})(h::Float16) where {T<:BitInteger} = T(Float64(h))
trunc(::Type{T}, h::Float16) where {T<:BitInteger} = trunc(T, Float64(h))
float(h::Float16) = h

promote_rule(::Type{Float16}, ::Type{T}) where {T<:Integer} = Float16
promote_rule(::Type{Float32}, ::Type{Float16}) = Float32
promote_rule(::Type{Float64}, ::Type{Float16}) = Float64

# Each operation once (Base has no @eval loops).
(+)(a::Float16, b::Float16) = Float16((+)(Float32(a), Float32(b)))
(-)(a::Float16, b::Float16) = Float16((-)(Float32(a), Float32(b)))
(*)(a::Float16, b::Float16) = Float16((*)(Float32(a), Float32(b)))
(/)(a::Float16, b::Float16) = Float16((/)(Float32(a), Float32(b)))
(^)(a::Float16, b::Float16) = Float16((^)(Float32(a), Float32(b)))
rem(a::Float16, b::Float16) = Float16(rem(Float32(a), Float32(b)))
mod(a::Float16, b::Float16) = Float16(mod(Float32(a), Float32(b)))
min(a::Float16, b::Float16) = Float16(min(Float32(a), Float32(b)))
max(a::Float16, b::Float16) = Float16(max(Float32(a), Float32(b)))
^(a::Float16, n::Integer) = Float16(Float32(a)^n)
-(a::Float16) = _f16(a.bits ⊻ 0x8000)
abs(a::Float16) = _f16(a.bits & 0x7fff)
sqrt(a::Float16) = Float16(sqrt(Float32(a)))
exp(a::Float16) = Float16(exp(Float32(a)))
log(a::Float16) = Float16(log(Float32(a)))
sin(a::Float16) = Float16(sin(Float32(a)))
cos(a::Float16) = Float16(cos(Float32(a)))
tan(a::Float16) = Float16(tan(Float32(a)))
floor(a::Float16) = Float16(floor(Float32(a)))
ceil(a::Float16) = Float16(ceil(Float32(a)))
trunc(a::Float16) = Float16(trunc(Float32(a)))
round(a::Float16) = Float16(round(Float32(a)))
cbrt(a::Float16) = Float16(cbrt(Float32(a)))
log2(a::Float16) = Float16(log2(Float32(a)))
log10(a::Float16) = Float16(log10(Float32(a)))
round(::Type{T}, a::Float16) where {T<:Integer} = round(T, Float32(a))
floor(::Type{T}, a::Float16) where {T<:Integer} = floor(T, Float32(a))
ceil(::Type{T}, a::Float16) where {T<:Integer} = ceil(T, Float32(a))
fma(a::Float16, b::Float16, c::Float16) = Float16(Float64(a) * Float64(b) + Float64(c))
muladd(a::Float16, b::Float16, c::Float16) = Float16(Float32(a) * Float32(b) + Float32(c))

==(a::Float16, b::Float16) = Float64(a) == Float64(b)
<(a::Float16, b::Float16) = Float64(a) < Float64(b)
<=(a::Float16, b::Float16) = Float64(a) <= Float64(b)
isless(a::Float16, b::Float16) = isless(Float64(a), Float64(b))
isequal(a::Float16, b::Float16) = isequal(Float64(a), Float64(b))
hash(a::Float16, h::UInt64) = hash(Float64(a), h)
isnan(a::Float16) = (a.bits & 0x7fff) > 0x7c00
isinf(a::Float16) = (a.bits & 0x7fff) == 0x7c00
isfinite(a::Float16) = (a.bits & 0x7c00) != 0x7c00
iszero(a::Float16) = (a.bits & 0x7fff) == 0x0000
signbit(a::Float16) = (a.bits & 0x8000) != 0
issubnormal(a::Float16) = (a.bits & 0x7c00) == 0 && (a.bits & 0x03ff) != 0
sign(a::Float16) = isnan(a) || iszero(a) ? a : (signbit(a) ? _f16(0xbc00) : _f16(0x3c00))
copysign(a::Float16, b::Real) = signbit(a) == signbit(b) ? a : -a
zero(::Type{Float16}) = _f16(0x0000)
one(::Type{Float16}) = _f16(0x3c00)
eps(::Type{Float16}) = _f16(0x1400)
floatmax(::Type{Float16}) = _f16(0x7bff)
floatmin(::Type{Float16}) = _f16(0x0400)
typemax(::Type{Float16}) = Inf16
typemin(::Type{Float16}) = -Inf16
maxintfloat(::Type{Float16}) = _f16(0x6800)
precision(::Type{Float16}) = 11
eps(a::Float16) = isfinite(a) ? Float16(eps(Float32(a)) * 8192) : NaN16
nextfloat(a::Float16) = isnan(a) || a == Inf16 ? a :
    signbit(a) && !iszero(a) ? _f16(a.bits - 0x0001) : _f16((a.bits & 0x7fff) + 0x0001)
prevfloat(a::Float16) = -nextfloat(-a)
reinterpret(::Type{UInt16}, a::Float16) = a.bits
reinterpret(::Type{Int16}, a::Float16) = reinterpret(Int16, a.bits)
reinterpret(::Type{Float16}, b::UInt16) = _f16(b)
reinterpret(::Type{Float16}, b::Int16) = _f16(reinterpret(UInt16, b))
bitstring(a::Float16) = bitstring(a.bits)

# The shortest decimal digits that read back as h, with their decimal exponent:
# h is N / 2^24 exactly, so its decimal expansion is exact in BigInt arithmetic.
function _f16_shortest_digits(h::Float16)
    x = abs(Float64(h))
    n = BigInt(round(Int64, x * 16777216.0)) * big(5)^24   # x = n / 10^24
    s = string(n)
    for d in 1:length(s)
        if d < length(s)
            head = parse(BigInt, s[1:d])
            tail = s[d+1:end]
            halfway = "5" * "0"^(length(tail) - 1)
            if tail > halfway || (tail == halfway && isodd(head))
                head += 1
            end
            digits = string(head)
            exp10 = length(s) - d - 24
            if length(digits) > d  # 99.. rounded up to 100..
                digits = digits[1:d]
                exp10 += 1
            end
        else
            digits = s
            exp10 = -24
        end
        if Float16(parse(Float64, string(digits, "e", exp10))) == abs(h)
            t = rstrip(digits, '0')
            return (String(t), exp10 + length(digits) - length(t))
        end
    end
    return (s, -24)
end

function _f16_string(h::Float16)
    isnan(h) && return "NaN"
    isinf(h) && return signbit(h) ? "-Inf" : "Inf"
    sgn = signbit(h) ? "-" : ""
    iszero(h) && return sgn * "0.0"
    digits, nexp = _f16_shortest_digits(h)
    olength = length(digits)
    pt = nexp + olength
    if -4 < pt <= 5
        pt <= 0 && return string(sgn, "0.", "0"^(-pt), digits)
        pt >= olength && return string(sgn, digits, "0"^nexp, ".0")
        return string(sgn, digits[1:pt], ".", digits[pt+1:end])
    end
    mant = olength > 1 ? string(digits[1], ".", digits[2:end]) : string(digits, ".0")
    return string(sgn, mant, "e", pt - 1)
end
print(io::IO, h::Float16) = (write(io, _f16_string(h)); nothing)
string(h::Float16) = _f16_string(h)
function show(io::IO, h::Float16)
    if get(io, :compact, false) === true || get(io, :typeinfo, Any) === Float16
        write(io, _f16_string(h))
    elseif isnan(h)
        write(io, "NaN16")
    elseif isinf(h)
        write(io, signbit(h) ? "-Inf16" : "Inf16")
    else
        write(io, "Float16(", _f16_string(h), ")")
    end
    return nothing
end
const ComplexF16 = Complex{Float16}
