# What the code of Base's macros calls: @enum (user_macros.cc expands it into
# a struct <: Enum with these methods), @views (maybeview), Threads.@threads,
# and the logging macros @debug/@info/@warn/@error (macros.cc).

# ---- @enum (base/Enums.jl) ----
abstract type Enum{T<:Integer} end
_enum_names(::Type) = ()
function Symbol(x::Enum)
    i = 1
    for y in instances(typeof(x))
        y === x && return _enum_names(typeof(x))[i]
        i += 1
    end
    throw(ArgumentError(string("invalid value for Enum ", typeof(x), ": ", x.value)))
end
print(io::IO, x::Enum) = print(io, Symbol(x))
show(io::IO, x::Enum) = print(io, Symbol(x))
function show(io::IO, ::MIME"text/plain", x::Enum)
    print(io, x, "::", typeof(x), " = ")
    show(io, x.value)
end
Integer(x::Enum) = x.value
Int64(x::Enum) = Int64(x.value)
Int32(x::Enum) = Int32(x.value)
UInt8(x::Enum) = UInt8(x.value)
UInt32(x::Enum) = UInt32(x.value)
isless(x::T, y::T) where {T<:Enum} = isless(x.value, y.value)
hash(x::Enum, h::UInt) = hash(x.value, h)
typemin(::Type{T}) where {T<:Enum} = minimum(instances(T))
typemax(::Type{T}) where {T<:Enum} = maximum(instances(T))
_enum_argument_error(typename, x) =
    throw(ArgumentError(string("invalid value for Enum ", typename, ": ", x)))

# ---- @views ----
maybeview(A, I...) = getindex(A, I...)
maybeview(A::AbstractArray, I...) = view(A, I...)
maybeview(A::AbstractArray, I::Integer...) = getindex(A, I...)

# ---- Threads: Kiln runs one thread, as `julia` does by default ----
module Threads
import ..Base
nthreads() = 1
nthreads(::Symbol) = 1
threadid() = 1
maxthreadid() = 1
threadpool() = :default
threadpool(t) = :default
const SpinLock = Base.ReentrantLock
const Condition = Base.Condition
# Atomics: plain updates on one thread.
mutable struct Atomic{T}
    value::T
    Atomic{T}() where {T} = new{T}(Base.zero(T))
    Atomic{T}(v) where {T} = new{T}(v)
end
Atomic(v::T) where {T} = Atomic{T}(v)
Base.getindex(a::Atomic) = a.value
Base.setindex!(a::Atomic{T}, v) where {T} = (a.value = Base.convert(T, v); a)
atomic_add!(a::Atomic{T}, v) where {T} = (old = a.value; a.value = Base.:+(old, Base.convert(T, v)); old)
atomic_sub!(a::Atomic{T}, v) where {T} = (old = a.value; a.value = Base.:-(old, Base.convert(T, v)); old)
atomic_and!(a::Atomic{T}, v) where {T} = (old = a.value; a.value = Base.:&(old, Base.convert(T, v)); old)
atomic_or!(a::Atomic{T}, v) where {T} = (old = a.value; a.value = Base.:|(old, Base.convert(T, v)); old)
atomic_xor!(a::Atomic{T}, v) where {T} = (old = a.value; a.value = Base.xor(old, Base.convert(T, v)); old)
atomic_max!(a::Atomic{T}, v) where {T} = (old = a.value; a.value = Base.max(old, Base.convert(T, v)); old)
atomic_min!(a::Atomic{T}, v) where {T} = (old = a.value; a.value = Base.min(old, Base.convert(T, v)); old)
atomic_xchg!(a::Atomic{T}, v) where {T} = (old = a.value; a.value = Base.convert(T, v); old)
function atomic_cas!(a::Atomic{T}, cmp, new) where {T}
    old = a.value
    old === cmp && (a.value = Base.convert(T, new))
    return old
end
atomic_fence() = nothing
export threadid, nthreads, maxthreadid, threadpool, SpinLock, Atomic, atomic_cas!, atomic_xchg!,
       atomic_add!, atomic_sub!, atomic_and!, atomic_or!, atomic_xor!, atomic_max!,
       atomic_min!, atomic_fence
end

# ---- GC: the collector's controls ----
module GC
import ..Base: Ref
const _enabled = Ref(true)
gc(full::Bool = true) = (Core.gc_collect(); nothing)
# Kiln's collector cannot be switched off; `enable` keeps the state Julia reports
# (the previous setting) so programs that toggle it read back what they set.
function enable(on::Bool)
    prev = _enabled[]
    _enabled[] = on
    return prev
end
safepoint() = nothing
end

export instances
export Threads
export GC

# ---- Base.Cartesian: @nexprs, @ntuple, @nref, @ncall expand on syntax ----
module Cartesian
end
