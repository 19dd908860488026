# Functions of every Number, defined from the operations of each type.

convert(::Type{T}, x::Number) where {T<:Number} = T(x)
convert(::Type{T}, x::T) where {T<:Number} = x

zero(x::Number) = zero(typeof(x))
one(x::Number) = one(typeof(x))
# A Number type without its own zero and one converts 0 and 1.
zero(::Type{T}) where {T<:Number} = convert(T, 0)
one(::Type{T}) where {T<:Number} = convert(T, 1)
oneunit(x) = one(x)
iszero(x) = x == zero(x)
isone(x) = x == one(x)
isinteger(x::Number) = false
isreal(x::Real) = true
abs2(x::Number) = x * x
# A user Number type gets `inv` (and so negative literal powers) from `one` and `/`.
inv(x::Number) = one(x) / x
conj(x::Real) = x
adjoint(x::Number) = conj(x)
transpose(x::Number) = x
real(x::Real) = x
imag(x::Real) = zero(x)
sign(x::Real) = ifelse(x < zero(x), -one(x), ifelse(x > zero(x), one(x), x))
signbit(x::Real) = x < 0
abs(x::Real) = signbit(x) ? -x : x
flipsign(x::Real, y::Real) = signbit(y) ? -x : x
copysign(x::Real, y::Real) = ifelse(signbit(x) !== signbit(y), -x, x)
function clamp(x, lo, hi)
    T = promote_type(typeof(x), typeof(lo), typeof(hi))
    return ifelse(x > hi, convert(T, hi), ifelse(x < lo, convert(T, lo), convert(T, x)))
end
isfinite(x::Number) = true
isnan(x::Number) = false
isinf(x::Number) = false

-(x::Number, y::Number, z::Number) = (x - y) - z

# Ordered number ranges ask for `step`-like arithmetic on any Real.
length(x::Number) = 1
size(x::Number) = ()
ndims(x::Number) = 0
ndims(::Type{<:Number}) = 0
first(x::Number) = x
last(x::Number) = x
eltype(::Type{T}) where {T<:Number} = T
iterate(x::Number) = (x, nothing)
iterate(x::Number, ::Nothing) = nothing
isempty(x::Number) = false
in(x::Number, y::Number) = x == y
getindex(x::Number) = x
getindex(x::Number, i::Integer) = i == 1 ? x : throw(BoundsError(x, i))

"""
    isapprox(x, y; atol = 0, rtol = √eps when atol is 0, nans = false)

`x ≈ y`: equal, or within `max(atol, rtol * max(|x|, |y|))`.
"""
function isapprox(x::Number, y::Number; atol::Real = 0, rtol::Real = _rtoldefault(x, y, atol),
                  nans::Bool = false)
    x == y && return true
    nans && isnan(x) && isnan(y) && return true
    isfinite(x) && isfinite(y) || return false
    return abs(x - y) <= max(atol, rtol * max(abs(x), abs(y)))
end
function isapprox(x::AbstractArray, y::AbstractArray; atol::Real = 0,
                  rtol::Real = _rtoldefault(zero(eltype(x)), zero(eltype(y)), atol), nans::Bool = false)
    size(x) == size(y) || return false
    d = _norm2([a - b for (a, b) in zip(x, y)])
    return d <= max(atol, rtol * max(_norm2(x), _norm2(y)))
end
_norm2(v) = sqrt(sum(a -> abs2(Float64(a)), v; init = 0.0))
_rtoldefault(x, y, atol) = atol > 0 ? 0 : max(_rtol(x), _rtol(y))
_rtol(x::AbstractFloat) = sqrt(eps(typeof(x)))
_rtol(x::Real) = 0
_rtol(x::Number) = _rtol(real(x))
_rtol(x) = 0
const ≈ = isapprox
≉(x, y; kws...) = !isapprox(x, y; kws...)
