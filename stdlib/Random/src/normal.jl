# Normal and exponential variates by the ziggurat method (Marsaglia and Tsang,
# "The Ziggurat Method for Generating Random Variables", 2000) with 256 layers,
# 52 random bits per try (one of them the sign for randn), as Julia's Random
# draws them. The layer tables are in ziggurat_tables.jl.

include("ziggurat_tables.jl")

const _NOR_R = 3.6541528853610088
const _NOR_INV_R = 1 / _NOR_R
const _EXP_R = 7.69711747013104972

_rand52(rng::AbstractRNG) = _next(rng) >>> 12

function randn(rng::AbstractRNG)
    while true
        r = _rand52(rng)
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
    end
end

function randexp(rng::AbstractRNG)
    while true
        ri = _rand52(rng)
        idx = ri & 0xff
        x = ri * _WE[idx+1]
        ri < _KE[idx+1] && return x
        if idx == 0
            return _EXP_R - log(rand(rng))
        elseif (_FE[idx] - _FE[idx+1]) * rand(rng) + _FE[idx+1] < exp(-x)
            return x
        end
    end
end

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

randn(rng::AbstractRNG, ::Type{Complex{T}}) where {T<:AbstractFloat} =
    Complex{T}(0.7071067811865476 * randn(rng, T), 0.7071067811865476 * randn(rng, T))
