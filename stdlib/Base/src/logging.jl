# The logging core behind @debug, @info, @warn and @error (which work without
# `using Logging`, as in Julia): levels, loggers, the current logger, and the
# console format. The Logging package re-exports these.

struct LogLevel
    level::Int32
end
LogLevel(level::Int64) = LogLevel(Int32(level))
const BelowMinLevel = LogLevel(-1000001)
const Debug = LogLevel(-1000)
const Info = LogLevel(0)
const Warn = LogLevel(1000)
const Error = LogLevel(2000)
const AboveMaxLevel = LogLevel(1000001)

<(a::LogLevel, b::LogLevel) = a.level < b.level
<=(a::LogLevel, b::LogLevel) = a.level <= b.level
isless(a::LogLevel, b::LogLevel) = a.level < b.level
==(a::LogLevel, b::LogLevel) = a.level == b.level
function show(io::IO, l::LogLevel)
    if l == BelowMinLevel
        print(io, "BelowMinLevel")
    elseif l == Debug
        print(io, "Debug")
    elseif l == Info
        print(io, "Info")
    elseif l == Warn
        print(io, "Warn")
    elseif l == Error
        print(io, "Error")
    elseif l == AboveMaxLevel
        print(io, "AboveMaxLevel")
    else
        print(io, "LogLevel(", l.level, ")")
    end
end
print(io::IO, l::LogLevel) = show(io, l)

abstract type AbstractLogger end

"""Writes messages at `min_level` and above to `stream` in the console format."""
struct ConsoleLogger <: AbstractLogger
    stream::IO
    min_level::LogLevel
    message_limits::Dict{Any, Int}
end
ConsoleLogger(stream::IO = stderr, min_level::LogLevel = Info) =
    ConsoleLogger(stream, min_level, Dict{Any, Int}())
ConsoleLogger(min_level::LogLevel) = ConsoleLogger(stderr, min_level)

"""Writes every message at `min_level` and above to `stream`, with its location."""
struct SimpleLogger <: AbstractLogger
    stream::IO
    min_level::LogLevel
    message_limits::Dict{Any, Int}
end
SimpleLogger(stream::IO = stderr, min_level::LogLevel = Info) =
    SimpleLogger(stream, min_level, Dict{Any, Int}())
SimpleLogger(min_level::LogLevel) = SimpleLogger(stderr, min_level)

"""Discards every message."""
struct NullLogger <: AbstractLogger end

min_enabled_level(l::Union{ConsoleLogger, SimpleLogger}) = l.min_level
min_enabled_level(::NullLogger) = AboveMaxLevel

const _GLOBAL_LOGGER = Any[nothing]
const _SCOPED_LOGGERS = Any[]

global_logger() = (l = _GLOBAL_LOGGER[1]; l === nothing ? (_GLOBAL_LOGGER[1] = ConsoleLogger(stderr)) : l)
function global_logger(logger::AbstractLogger)
    old = global_logger()
    _GLOBAL_LOGGER[1] = logger
    return old
end
current_logger() = isempty(_SCOPED_LOGGERS) ? global_logger() : _SCOPED_LOGGERS[end]

function with_logger(f::Function, logger::AbstractLogger)
    push!(_SCOPED_LOGGERS, logger)
    try
        return f()
    finally
        pop!(_SCOPED_LOGGERS)
    end
end

# What the logging macros call: `kwargs` are `key => value` pairs.
function _log(level::LogLevel, _module, file, line, message, kwargs::Pair...)
    logger = current_logger()
    level < min_enabled_level(logger) && return nothing
    id = (file, line)
    for (k, v) in kwargs
        if k === :maxlog
            remaining = get(logger.message_limits, id, Int(v))
            logger.message_limits[id] = remaining - 1
            remaining > 0 || return nothing
        end
    end
    handle_message(logger, level, message, _module, nothing, id, file, line, kwargs)
    return nothing
end

handle_message(::NullLogger, args...) = nothing

function _showvalue(io::IO, v)
    if v isa Exception
        showerror(io, v)
    else
        show(io, MIME"text/plain"(), v)
    end
end

function handle_message(logger::ConsoleLogger, level::LogLevel, message, _module, group, id,
                        file, line, kwargs)
    lines = Tuple{Int, String}[(0, String(l)) for l in split(chomp(string(message)), '\n')]
    for (k, v) in kwargs
        k === :maxlog && continue
        vlines = split(sprint(_showvalue, v), '\n')
        if length(vlines) == 1
            push!(lines, (2, string(k, " = ", vlines[1])))
        else
            push!(lines, (2, string(k, " =")))
            for vl in vlines
                push!(lines, (3, String(vl)))
            end
        end
    end
    prefix = (level == Warn ? "Warning" : string(level)) * ":"
    suffix = ""
    if !(Info <= level < Warn)
        suffix = "@ " * string(_module) * " " * string(file) * ":" * string(line)
        push!(lines, (0, ""))
    end
    buf = IOBuffer()
    n = length(lines)
    for (i, (indent, msg)) in enumerate(lines)
        box = n == 1 ? "[ " : i == 1 ? "┌ " : i < n ? "│ " : "└ "
        print(buf, box)
        i == 1 && print(buf, prefix, " ")
        print(buf, " "^indent, msg)
        i == n && !isempty(suffix) && print(buf, suffix)
        print(buf, "\n")
    end
    write(logger.stream, String(take!(buf)))
    return nothing
end

function handle_message(logger::SimpleLogger, level::LogLevel, message, _module, group, id,
                        file, line, kwargs)
    buf = IOBuffer()
    levelstr = level == Warn ? "Warning" : string(level)
    msglines = split(chomp(string(message)), '\n')
    println(buf, "┌ ", levelstr, ": ", msglines[1])
    for m in msglines[2:end]
        println(buf, "│ ", m)
    end
    for (k, v) in kwargs
        k === :maxlog && continue
        println(buf, "│   ", k, " = ", v)
    end
    println(buf, "└ @ ", _module, " ", file, ":", line)
    write(logger.stream, String(take!(buf)))
    return nothing
end
