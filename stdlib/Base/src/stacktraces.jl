# Stack traces as values (Julia manual, "Stack Traces"): `stacktrace()` and
# `catch_backtrace()` from the interpreter's frames (Core._backtrace), StackFrame
# with `func`, `file`, `line`, Base.show_backtrace, CapturedException.

module StackTraces

import ..Base
import ..Base: show
using ..Base

"""
    StackFrame

One frame of a stack trace: the function's name, the file and line being run, and
whether it is inlined (never, in Kiln). `linfo` is `nothing`: the call's text (the
argument types) is kept in place of Julia's MethodInstance.
"""
struct StackFrame
    func::Symbol
    file::Symbol
    line::Int
    linfo::Nothing
    from_c::Bool
    inlined::Bool
    pointer::UInt64
    call::String                  # `f(x::Int64)`, as a trace shows the frame
    modname::Union{String, Nothing}
    shown_file::String            # the file as a trace shows it (`./name.jl` for Base)
end

const StackTrace = Vector{StackFrame}

function _frames(raw)
    out = StackFrame[]
    for (name, call, mod, file, line, toplevel) in raw
        push!(out, StackFrame(Symbol(name), Symbol(file), line, nothing, false, false, UInt64(0),
                              call, toplevel ? nothing : mod, file))
    end
    return out
end

# The frames of the calls in progress, without this function's own.
stacktrace() = _frames(Core._backtrace(false))[2:end]
stacktrace(frames::Vector{StackFrame}) = frames

function show(io::IO, frame::StackFrame)
    print(io, frame.call, " at ", Base.basename(String(frame.file)), ":", frame.line)
end

end # module StackTraces

using .StackTraces: StackFrame, StackTrace, stacktrace

# The frames of the exception being handled, and of the calls in progress.
catch_backtrace() = StackTraces._frames(Core._backtrace(true))
backtrace() = StackTraces._frames(Core._backtrace(false))[2:end]

# "Stacktrace:" and the frames as an uncaught error's report lists them.
function show_backtrace(io::IO, frames::Vector{StackTraces.StackFrame})
    isempty(frames) && return
    print(io, "\nStacktrace:")
    width = ndigits(length(frames)) + 2
    for (i, f) in enumerate(frames)
        label = string("[", i, "]")
        print(io, "\n ", lpad(label, width), " ", f.call, "\n", " "^width, "@ ")
        f.modname === nothing || print(io, f.modname, " ")
        print(io, f.shown_file, ":", f.line)
    end
end
show_backtrace(io::IO, bt) = nothing

"""
    CapturedException(ex, bt)

An exception with the backtrace it was thrown with (`catch_backtrace()`), shown
with its stack trace.
"""
struct CapturedException <: Exception
    ex::Any
    processed_bt::Vector{Any}
end
CapturedException(ex, bt::Vector{StackTraces.StackFrame}) = CapturedException(ex, Any[bt...])
function showerror(io::IO, ce::CapturedException)
    showerror(io, ce.ex)
    show_backtrace(io, StackTraces.StackFrame[f for f in ce.processed_bt if f isa StackTraces.StackFrame])
end
