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

# ---- Logging (ConsoleLogger's format, without colour: stderr is not a terminal) ----
const _log_level_names = ("Debug", "Info", "Warning", "Error")

# level: 1 Debug, 2 Info, 3 Warn, 4 Error. kwargs: a NamedTuple of the key = value pairs.
function _log_message(level::Int, message, kwargs::NamedTuple, modname, file, line)
    lines = Tuple{Int, String}[]
    for l in split(string(message), '\n')
        push!(lines, (0, String(l)))
    end
    for (key, val) in pairs(kwargs)
        vallines = split(sprint(show, MIME"text/plain"(), val), '\n')
        if length(vallines) == 1
            push!(lines, (2, string(key, " = ", vallines[1])))
        else
            push!(lines, (2, string(key, " =")))
            for l in vallines
                push!(lines, (3, String(l)))
            end
        end
    end
    level >= 3 && push!(lines, (0, string("@ ", modname, " ", file, ":", line)))
    prefix = string(_log_level_names[level], ":")
    buf = IOBuffer()
    n = length(lines)
    for (i, (indent, msg)) in enumerate(lines)
        box = n == 1 ? "[ " : i == 1 ? "┌ " : i < n ? "│ " : "└ "
        print(buf, box)
        i == 1 && print(buf, prefix, " ")
        print(buf, " "^indent, msg, "\n")
    end
    print(stderr, String(take!(buf)))
    return nothing
end

export instances
export Threads
