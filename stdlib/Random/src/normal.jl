# Normal and exponential variates by the ziggurat method (Marsaglia and Tsang,
# "The Ziggurat Method for Generating Random Variables", 2000) with 256 layers,
# 52 random bits per try (one of them the sign for randn), as Julia's Random
# draws them. The layer tables are in ziggurat_tables.jl.

include("ziggurat_tables.jl")

const _NOR_R = 3.6541528853610088
const _NOR_INV_R = 1 / _NOR_R
const _EXP_R = 7.69711747013104972

_rand52(rng::AbstractRNG) = _next(rng) >>> 12

randn(rng::AbstractRNG) = _randn(rng, _rand52(rng))

# One normal variate from the 52 random bits r: the lowest bit is the sign, the
# next eight the layer; the rare rejections draw again from rng.
function _randn(rng::AbstractRNG, r::UInt64)
    rabs = Int64(r >>> 1)
    idx = rabs & 0xff
    x = (isodd(r) ? -rabs : rabs) * _WI[idx+1]
    rabs < _KI[idx+1] && return x
    if idx == 0
        while true
            xx = -_NOR_INV_R * log(rand(rng))
            yy = -log(rand(rng))
            if yy + yy > xx * xx
                return isodd(rabs >>> 8) ? -_NOR_R - xx : _NOR_R + xx
            end
        end
    elseif (_FI[idx] - _FI[idx+1]) * rand(rng) + _FI[idx+1] < exp(-0.5 * x * x)
        return x
    end
    return randn(rng)
end

randexp(rng::AbstractRNG) = _randexp(rng, _rand52(rng))

# One exponential variate from the 52 random bits ri (the lowest eight the layer).
function _randexp(rng::AbstractRNG, ri::UInt64)
    idx = ri & 0xff
    x = ri * _WE[idx+1]
    ri < _KE[idx+1] && return x
    if idx == 0
        return _EXP_R - log(rand(rng))
    elseif (_FE[idx] - _FE[idx+1]) * rand(rng) + _FE[idx+1] < exp(-x)
        return x
    end
    return randexp(rng)
end

# A Float64 array of 7 or more elements is first filled with raw words as
# rand!(rng, ::Array{UInt64}) fills it (eight forked lanes from 64 bytes on),
# and each word's top 52 bits then become one variate, as Julia's Xoshiro does;
# shorter arrays take one variate after another.
function _ziggurat_fill!(f, rng::Union{Xoshiro, TaskLocalRNG}, A::Array{Float64})
    n = length(A)
    if n < 7
        for i in 1:n
            A[i] = f(rng, _rand52(rng))
        end
        return A
    end
    words = _bulk_words(rng, 8 * n, false)
    for i in 1:n
        A[i] = f(rng, words[i] >>> 12)
    end
    return A
end
randn!(rng::Union{Xoshiro, TaskLocalRNG}, A::Array{Float64}) = _ziggurat_fill!(_randn, rng, A)
randexp!(rng::Union{Xoshiro, TaskLocalRNG}, A::Array{Float64}) = _ziggurat_fill!(_randexp, rng, A)

randn() = randn(default_rng())
randn(rng::AbstractRNG, ::Type{Float64}) = randn(rng)
randn(rng::AbstractRNG, ::Type{Float32}) = Float32(randn(rng))
randn(::Type{T}) where {T<:AbstractFloat} = randn(default_rng(), T)
function randn!(rng::AbstractRNG, A::AbstractArray{T}) where {T}
    for i in eachindex(A)
        A[i] = randn(rng, T)
    end
    return A
end
randn!(A::AbstractArray) = randn!(default_rng(), A)
randn(rng::AbstractRNG, ::Type{T}, d::Integer, dims::Integer...) where {T} =
    randn!(rng, Array{T}(undef, d, dims...))
randn(rng::AbstractRNG, ::Type{T}, dims::Tuple) where {T} = randn!(rng, Array{T}(undef, dims...))
randn(::Type{T}, d::Integer, dims::Integer...) where {T} = randn(default_rng(), T, d, dims...)
randn(rng::AbstractRNG, d::Integer, dims::Integer...) = randn(rng, Float64, d, dims...)
randn(d::Integer, dims::Integer...) = randn(default_rng(), Float64, d, dims...)
randn(dims::Tuple) = randn(default_rng(), Float64, dims)

randexp() = randexp(default_rng())
randexp(rng::AbstractRNG, ::Type{Float64}) = randexp(rng)
randexp(rng::AbstractRNG, ::Type{Float32}) = Float32(randexp(rng))
randexp(::Type{T}) where {T<:AbstractFloat} = randexp(default_rng(), T)
function randexp!(rng::AbstractRNG, A::AbstractArray{T}) where {T}
    for i in eachindex(A)
        A[i] = randexp(rng, T)
    end
    return A
end
randexp!(A::AbstractArray) = randexp!(default_rng(), A)
randexp(rng::AbstractRNG, ::Type{T}, d::Integer, dims::Integer...) where {T} =
    randexp!(rng, Array{T}(undef, d, dims...))
randexp(rng::AbstractRNG, ::Type{T}, dims::Tuple) where {T} = randexp!(rng, Array{T}(undef, dims...))
randexp(::Type{T}, d::Integer, dims::Integer...) where {T} = randexp(default_rng(), T, d, dims...)
randexp(rng::AbstractRNG, d::Integer, dims::Integer...) = randexp(rng, Float64, d, dims...)
randexp(d::Integer, dims::Integer...) = randexp(default_rng(), Float64, d, dims...)
randexp(dims::Tuple) = randexp(default_rng(), Float64, dims)

# sqrt(1/2) rounded to T, times each part in T's arithmetic (Julia's irrational
# SQRT_HALF times a T).
randn(rng::AbstractRNG, ::Type{Complex{T}}) where {T<:AbstractFloat} =
    Complex{T}(T(0.7071067811865476) * randn(rng, T), T(0.7071067811865476) * randn(rng, T))
