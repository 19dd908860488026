# Uniform values: floats from the top 53 bits, small integer types from the top
# bits of one output, ranges by Lemire's nearly-divisionless method
# ("Fast Random Integer Generation in an Interval", 2019).

const _BitInt64 = Union{Int8, UInt8, Int16, UInt16, Int32, UInt32, Int64, UInt64}

rand() = rand(default_rng(), Float64)
rand(rng::AbstractRNG) = rand(rng, Float64)
rand(X) = rand(default_rng(), X)
rand(X, d::Integer, dims::Integer...) = rand(default_rng(), X, d, dims...)
rand(X, dims::Tuple) = rand(default_rng(), X, dims)
rand(d::Integer, dims::Integer...) = rand(default_rng(), Float64, d, dims...)
rand(rng::AbstractRNG, d::Integer, dims::Integer...) = rand(rng, Float64, d, dims...)

rand(rng::AbstractRNG, ::Type{Float64}) = Float64(_next(rng) >>> 11) * 1.1102230246251565e-16
rand(rng::AbstractRNG, ::Type{Float32}) =
    Float32((_next(rng) >>> 40) % UInt32) * Float32(5.960464477539063e-8)
rand(rng::AbstractRNG, ::Type{UInt64}) = _next(rng)
rand(rng::AbstractRNG, ::Type{Int64}) = _next(rng) % Int64
rand(rng::AbstractRNG, ::Type{T}) where {T<:Union{Int8, UInt8, Int16, UInt16, Int32, UInt32}} =
    (_next(rng) >>> (64 - 8 * sizeof(T))) % T
rand(rng::AbstractRNG, ::Type{Bool}) = (_next(rng) >>> 63) % Bool
function rand(rng::AbstractRNG, ::Type{Complex{T}}) where {T<:Real}
    re = rand(rng, T)
    return Complex(re, rand(rng, T))
end
function rand(rng::AbstractRNG, ::Type{Char})
    c = rand(rng, 0x00000000:0x0010f7ff)
    return c < 0xd800 ? Char(c) : Char(c + 0x800)
end

# The high and low words of the 128-bit product a * b.
function _mul_hilo(a::UInt64, b::UInt64)
    a0 = a & 0xffffffff; a1 = a >>> 32
    b0 = b & 0xffffffff; b1 = b >>> 32
    p00 = a0 * b0
    p01 = a0 * b1
    p10 = a1 * b0
    p11 = a1 * b1
    mid = (p00 >>> 32) + (p01 & 0xffffffff) + (p10 & 0xffffffff)
    hi = p11 + (p01 >>> 32) + (p10 >>> 32) + (mid >>> 32)
    lo = (mid << 32) | (p00 & 0xffffffff)
    return hi, lo
end

_unsigned64(x::Union{Int64, UInt64}) = x % UInt64
_unsigned64(x::Union{Int32, UInt32}) = (x % UInt32) % UInt64
_unsigned64(x::Union{Int16, UInt16}) = (x % UInt16) % UInt64
_unsigned64(x::Union{Int8, UInt8}) = (x % UInt8) % UInt64
_unsigned64(x::Bool) = UInt64(x)

# A value of a..b (a <= b) for 64-bit and narrower integers. Types up to 32 bits
# draw 32-bit words (the top half of an output), wider ones 64-bit words.
function _rand_span(rng::AbstractRNG, a::T, b::T) where {T}
    s = _unsigned64(b) - _unsigned64(a)
    if sizeof(T) <= 4
        s32 = (s % UInt32) + 0x00000001
        if s32 == 0x00000000
            return (rand(rng, UInt32) % T)
        end
        sw = UInt64(s32)
        m = UInt64(rand(rng, UInt32)) * sw
        l = m & 0xffffffff
        if l < sw
            t = ((0x100000000 - sw) % sw)
            while l < t
                m = UInt64(rand(rng, UInt32)) * sw
                l = m & 0xffffffff
            end
        end
        return (((m >>> 32) % UInt32) + (_unsigned64(a) % UInt32)) % T
    end
    s += 0x0000000000000001
    if s == 0
        return (_next(rng) + _unsigned64(a)) % T
    end
    hi, lo = _mul_hilo(_next(rng), s)
    if lo < s
        t = (0 - s) % s
        while lo < t
            hi, lo = _mul_hilo(_next(rng), s)
        end
    end
    return (hi + _unsigned64(a)) % T
end

function rand(rng::AbstractRNG, r::AbstractUnitRange{T}) where {T<:Union{_BitInt64, Bool}}
    isempty(r) && throw(ArgumentError("collection must be non-empty"))
    return _rand_span(rng, first(r), last(r))
end

function rand(rng::AbstractRNG, r::AbstractArray)
    isempty(r) && throw(ArgumentError("collection must be non-empty"))
    return r[_rand_span(rng, firstindex(r), lastindex(r))]
end

function rand(rng::AbstractRNG, t::Tuple)
    isempty(t) && throw(ArgumentError("collection must be non-empty"))
    return t[_rand_span(rng, 1, length(t))]
end

# A Dict's random entry: random slots of its table until a filled one, as Julia
# samples a Dict (and a Set, through its Dict).
function rand(rng::AbstractRNG, d::Dict)
    isempty(d) && throw(ArgumentError("collection must be non-empty"))
    n = length(d.slots)
    while true
        i = _rand_span(rng, 1, n)
        (d.slots[i] & 0x80) != 0x00 && return d.keys[i] => d.vals[i]
    end
end
rand(rng::AbstractRNG, s::Set) = rand(rng, s.dict).first

function rand(rng::AbstractRNG, s::AbstractString)
    isempty(s) && throw(ArgumentError("collection must be non-empty"))
    n = lastindex(s)
    while true
        i = _rand_span(rng, 1, n)
        isvalid(s, i) && return s[i]
    end
end

rand(rng::AbstractRNG, ::Type{T}, d::Integer, dims::Integer...) where {T} =
    rand!(rng, Array{T}(undef, d, dims...), T)
rand(rng::AbstractRNG, ::Type{T}, dims::Tuple) where {T} = rand!(rng, Array{T}(undef, dims...), T)
function rand(rng::AbstractRNG, X, d::Integer, dims::Integer...)
    A = Array{_eltype_of(X)}(undef, d, dims...)
    return rand!(rng, A, X)
end
rand(rng::AbstractRNG, X, dims::Tuple) = rand(rng, X, dims...)

_eltype_of(X) = eltype(X)
_eltype_of(::Type{T}) where {T} = T

rand!(A::AbstractArray) = rand!(default_rng(), A)
rand!(A::AbstractArray, X) = rand!(default_rng(), A, X)
rand!(rng::AbstractRNG, A::AbstractArray{T}) where {T} = rand!(rng, A, T)
function rand!(rng::AbstractRNG, A::AbstractArray, X)
    for i in eachindex(A)
        A[i] = rand(rng, X)
    end
    return A
end
