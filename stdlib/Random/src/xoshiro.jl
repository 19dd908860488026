# xoshiro256++ and the task's default generator.

abstract type AbstractRNG end

mutable struct Xoshiro <: AbstractRNG
    s0::UInt64
    s1::UInt64
    s2::UInt64
    s3::UInt64
    Xoshiro(s0::Integer, s1::Integer, s2::Integer, s3::Integer) =
        new(UInt64(s0), UInt64(s1), UInt64(s2), UInt64(s3))
end

Xoshiro() = seed!(Xoshiro(0, 0, 0, 0))
Xoshiro(seed) = seed!(Xoshiro(0, 0, 0, 0), seed)

function _setstate!(x::Xoshiro, s0::UInt64, s1::UInt64, s2::UInt64, s3::UInt64)
    x.s0 = s0
    x.s1 = s1
    x.s2 = s2
    x.s3 = s3
    return x
end

copy(x::Xoshiro) = Xoshiro(x.s0, x.s1, x.s2, x.s3)
copy!(dst::Xoshiro, src::Xoshiro) = _setstate!(dst, src.s0, src.s1, src.s2, src.s3)
==(a::Xoshiro, b::Xoshiro) = a.s0 == b.s0 && a.s1 == b.s1 && a.s2 == b.s2 && a.s3 == b.s3

_rotl(x::UInt64, k) = (x << k) | (x >>> (64 - k))

# One step: the next 64-bit output.
function _next(x::Xoshiro)
    s0, s1, s2, s3 = x.s0, x.s1, x.s2, x.s3
    res = _rotl(s0 + s3, 23) + s0
    t = s1 << 17
    s2 = xor(s2, s0)
    s3 = xor(s3, s1)
    s1 = xor(s1, s2)
    s0 = xor(s0, s3)
    s2 = xor(s2, t)
    s3 = _rotl(s3, 45)
    x.s0 = s0
    x.s1 = s1
    x.s2 = s2
    x.s3 = s3
    return res
end

# The default generator: one state per program (Kiln runs one task).
struct TaskLocalRNG <: AbstractRNG end

const _TASK_STATE = Xoshiro(0, 0, 0, 0)

_state(::TaskLocalRNG) = _TASK_STATE
_state(x::Xoshiro) = x
_next(::TaskLocalRNG) = _next(_TASK_STATE)

default_rng() = TaskLocalRNG()

copy(::TaskLocalRNG) = copy(_TASK_STATE)
copy!(dst::TaskLocalRNG, src::Xoshiro) = (copy!(_TASK_STATE, src); dst)
copy!(dst::Xoshiro, ::TaskLocalRNG) = copy!(dst, _TASK_STATE)
==(a::Xoshiro, ::TaskLocalRNG) = a == _TASK_STATE
==(::TaskLocalRNG, b::Xoshiro) = b == _TASK_STATE

# Seeding: an integer (or vector of words) is hashed with SHA-256; no seed takes
# four words from the operating system.
function seed!(rng::Union{Xoshiro, TaskLocalRNG}, seed::Integer)
    w = _digest_words(_sha256(_seed_bytes(seed)))
    _setstate!(_state(rng), w[1], w[2], w[3], w[4])
    return rng
end

function seed!(rng::Union{Xoshiro, TaskLocalRNG}, seed::Union{Vector{UInt32}, Vector{UInt64}})
    bytes = UInt8[]
    nb = seed isa Vector{UInt32} ? 4 : 8
    for v in seed
        for k in 0:(nb - 1)
            push!(bytes, ((v >>> (8 * k)) & 0xff) % UInt8)
        end
    end
    w = _digest_words(_sha256(bytes))
    _setstate!(_state(rng), w[1], w[2], w[3], w[4])
    return rng
end

function seed!(rng::Union{Xoshiro, TaskLocalRNG}, ::Nothing = nothing)
    _setstate!(_state(rng), Core.os_random(), Core.os_random(), Core.os_random(), Core.os_random())
    return rng
end

seed!(seed::Union{Integer, Vector{UInt32}, Vector{UInt64}, Nothing} = nothing) =
    seed!(default_rng(), seed)

# Operating-system entropy.
struct RandomDevice <: AbstractRNG end
_next(::RandomDevice) = Core.os_random()
seed!(rng::RandomDevice, seed...) = rng

show(io::IO, ::TaskLocalRNG) = print(io, "TaskLocalRNG()")
show(io::IO, ::RandomDevice) = print(io, "RandomDevice()")
function show(io::IO, x::Xoshiro)
    print(io, "Xoshiro(")
    show(io, x.s0); print(io, ", ")
    show(io, x.s1); print(io, ", ")
    show(io, x.s2); print(io, ", ")
    show(io, x.s3); print(io, ")")
end
