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
Int64(x::Enum) = Int64(x.value)
Int32(x::Enum) = Int32(x.value)
UInt8(x::Enum) = UInt8(x.value)
UInt32(x::Enum) = UInt32(x.value)
isless(x::T, y::T) where {T<:Enum} = isless(x.value, y.value)
hash(x::Enum, h::UInt) = hash(x.value, h)
_enum_argument_error(typename, x) =
    throw(ArgumentError(string("invalid value for Enum ", typename, ": ", x)))

# ---- @views ----
maybeview(A, I...) = getindex(A, I...)
maybeview(A::AbstractArray, I...) = view(A, I...)
maybeview(A::AbstractArray, I::Integer...) = getindex(A, I...)

# ---- Threads: Kiln runs one thread, as `julia` does by default ----
module Threads
nthreads() = 1
nthreads(::Symbol) = 1
threadid() = 1
maxthreadid() = 1
end

export instances
export Threads

# ---- Base.Cartesian: @nexprs, @ntuple, @nref, @ncall expand on syntax ----
module Cartesian
end
