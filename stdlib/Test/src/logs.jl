# `@test_logs [patterns...] [min_level = L, match_mode = :all|:any] ex`
# (docs/lowering.md, "Test"): runs `ex` with a logger that keeps every record,
# then compares the records with the patterns, each a tuple
# `(level, message, module)` whose items may be left out or `nothing`; a level
# is a LogLevel or :debug/:info/:warn/:error, a message a String or a Regex.

"""
    LogRecord

A log record kept by a `TestLogger`.
"""
struct LogRecord
    level::Any
    message::Any
    _module::Any
    group::Any
    id::Any
    file::Any
    line::Any
    kwargs::Any
end

"""
    TestLogger(; min_level = Info)

A logger that keeps the records it receives in `logs`.
"""
mutable struct TestLogger <: Base.AbstractLogger
    logs::Vector{LogRecord}
    min_level::Base.LogLevel
    message_limits::Dict{Any, Int}
end
TestLogger(; min_level = Base.Info) = TestLogger(LogRecord[], min_level, Dict{Any, Int}())
Base.min_enabled_level(l::TestLogger) = l.min_level
function Base.handle_message(l::TestLogger, level, message, _module, group, id, file, line,
                             kwargs)
    push!(l.logs, LogRecord(level, message, _module, group, id, file, line, kwargs))
    return nothing
end

_log_level(l::Base.LogLevel) = l
function _log_level(s::Symbol)
    s === :debug && return Base.Debug
    s === :info && return Base.Info
    s === :warn && return Base.Warn
    s === :error && return Base.Error
    throw(ArgumentError(string("Unknown log level: ", s)))
end

_logfield_contains(value, pattern) = value == pattern
_logfield_contains(value, pattern::Regex) = occursin(pattern, string(value))
_logfield_contains(value::Base.LogLevel, pattern::Symbol) = value == _log_level(pattern)

function _log_matches(pattern::Tuple, r::LogRecord)
    fields = (r.level, r.message, r._module)
    for i in 1:min(length(pattern), 3)
        p = pattern[i]
        p === nothing && continue
        _logfield_contains(fields[i], p) || return false
    end
    return true
end

function _show_log_record(io::IO, r::LogRecord)
    print(io, "(", r.level, ", ")
    show(io, r.message)
    print(io, ", ", r._module, ")")
end

"""
    _test_logs(thunk, patterns, options, text, file, line)

`@test_logs`: the value of `thunk()`, after recording whether the logs it made match
`patterns` (`options` is the NamedTuple of `min_level` and `match_mode`).
"""
function _test_logs(thunk, patterns::Tuple, options::NamedTuple, text, file, line)
    source = Source(string(file), line)
    min_level = haskey(options, :min_level) ? options.min_level : Base.Info
    match_mode = haskey(options, :match_mode) ? options.match_mode : :all
    logger = TestLogger(min_level = min_level)
    value = nothing
    function evaluate()
        value = Base.with_logger(thunk, logger)
        logs = logger.logs
        if match_mode === :all
            ok = length(logs) == length(patterns)
            if ok
                for i in 1:length(logs)
                    ok = ok && _log_matches(patterns[i], logs[i])
                end
            end
        else
            ok = all(p -> any(l -> _log_matches(p, l), logs), patterns)
        end
        ok && return Pass(:test, text, nothing, value, source)
        return Fail(:test_logs, text, (patterns, logs), nothing, source)
    end
    _do_record(evaluate, text, source, false, false)
    return value
end
