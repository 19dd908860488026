# showerror: the text of each exception as Julia prints it (base/errorshow.jl).
# An exception type without a method shows as a value: `MyError(1, "x")`.

showerror(io::IO, e) = show(io, e)
# With a backtrace (catch_backtrace(), stacktraces.jl): the error, then its frames.
function showerror(io::IO, e, bt; backtrace::Bool = true)
    showerror(io, e)
    backtrace && show_backtrace(io, bt)
    return nothing
end
showerror(io::IO, e::ErrorException) = print(io, e.msg)
showerror(io::IO, e::ArgumentError) = print(io, "ArgumentError: ", e.msg)
showerror(io::IO, e::AssertionError) = print(io, "AssertionError: ", e.msg)
showerror(io::IO, e::OverflowError) = print(io, "OverflowError: ", e.msg)
showerror(io::IO, e::DimensionMismatch) = print(io, "DimensionMismatch: ", e.msg)
showerror(io::IO, e::DivideError) = print(io, "DivideError: integer division error")
showerror(io::IO, e::StackOverflowError) = print(io, "StackOverflowError:")
showerror(io::IO, e::UndefRefError) = print(io, "UndefRefError: access to undefined reference")
showerror(io::IO, e::EOFError) = print(io, "EOFError: read end of file")
showerror(io::IO, e::InterruptException) = print(io, "InterruptException:")
showerror(io::IO, e::KeyError) = (print(io, "KeyError: key "); show(io, e.key); print(io, " not found"))
showerror(io::IO, e::UndefKeywordError) =
    print(io, "UndefKeywordError: keyword argument `", e.var, "` not assigned")
showerror(io::IO, e::SystemError) = print(io, "SystemError: ", e.prefix, ": ", Core.fs_errtext(Int(e.errnum), false))
showerror(io::IO, e::InvalidStateException) = print(io, "InvalidStateException: ", e.msg)
# MethodError's text depends on the method tables (candidates, ambiguities, world
# ages): the runtime renders it, a failed Core.kwcall as the keyword call it stands for.
function showerror(io::IO, e::MethodError)
    if e.f === convert && length(e.args) == 2 && e.args[1] isa Type
        # Julia's wording for a missing conversion (#13033).
        T = e.args[1]
        S = typeof(e.args[2])
        one_line = _type_name_string(T) != _type_name_string(S)
        print(io, "MethodError: Cannot `convert` an object of type ", one_line ? "" : "\n  ", S,
              " to an object of type ", one_line ? "" : "\n  ", T)
        return nothing
    end
    print(io, Core.showerror_fallback(e))
    return nothing
end

function showerror(io::IO, e::BoundsError)
    print(io, "BoundsError")
    isdefined(e, :a) || return nothing
    print(io, ": attempt to access ")
    summary(io, e.a)
    isdefined(e, :i) || return nothing
    print(io, " at index [")
    i = e.i
    if i isa AbstractRange
        print(io, i)
    elseif i isa AbstractString
        show(io, i)
    else
        for (k, x) in enumerate(i)
            k > 1 && print(io, ", ")
            show(io, x)
        end
    end
    print(io, ']')
    return nothing
end

function showerror(io::IO, e::DomainError)
    print(io, "DomainError with ", e.val)
    isdefined(e, :msg) && print(io, ":\n", e.msg)
    return nothing
end

function showerror(io::IO, e::InexactError)
    print(io, "InexactError: ", e.func, '(')
    string(e.T) == string(e.func) || print(io, e.T, ", ")
    print(io, e.val, ')')
    return nothing
end

# Julia 1.11's UndefVarError has the fields var and scope (Kiln's also keeps a world).
function show(io::IO, e::UndefVarError)
    print(io, "UndefVarError(")
    show(io, e.var)
    print(io, ", ")
    isdefined(e, :scope) ? show(io, e.scope) : print(io, "#undef")
    print(io, ")")
    return nothing
end
function showerror(io::IO, e::UndefVarError)
    print(io, "UndefVarError: `", e.var, "` not defined")
    if isdefined(e, :scope)
        s = e.scope
        if s isa Module
            print(io, " in `", s, "`")
        elseif s === :static_parameter
            print(io, " in static parameter matching")
        else
            print(io, " in ", s, " scope")
        end
    end
    return nothing
end

function showerror(io::IO, e::TypeError)
    print(io, "TypeError: ")
    if e.expected === Bool
        print(io, "non-boolean (", typeof(e.got), ") used in boolean context")
        return nothing
    end
    ctx = isdefined(e, :context) ? e.context : ""
    if ctx == ""
        print(io, "in ", e.func)
    elseif e.func === Symbol("keyword argument")
        print(io, "in keyword argument ", ctx)
    else
        print(io, "in ", e.func, ", in ", ctx)
    end
    print(io, ", expected ", e.expected, ", got ")
    if e.got isa Type
        print(io, "Type{", e.got, "}")
    else
        print(io, "a value of type ", typeof(e.got))
    end
    return nothing
end

function showerror(io::IO, e::StringIndexError)
    s = e.string
    i = e.index
    print(io, "StringIndexError: invalid index [", i, "]")
    if 1 <= i <= ncodeunits(s)
        iprev = thisind(s, i)
        inext = nextind(s, iprev)
        print(io, ", valid nearby ", inext <= ncodeunits(s) ? "indices" : "index", " [", iprev,
              "]=>'", escape_string(s[iprev:iprev]), "'")
        inext <= ncodeunits(s) && print(io, ", [", inext, "]=>'", escape_string(s[inext:inext]), "'")
    end
    return nothing
end

"""
    display_error(io, e)

Prints `ERROR: ` and the text of an uncaught exception, as Julia does before the
stack trace. The driver calls it for an exception that ends the program.
"""
function display_error(io::IO, e)
    print(io, "ERROR: ")
    showerror(io, e)
    println(io)
    return nothing
end

# The first line of an uncaught error's report, which the driver writes only once
# it is complete: a showerror that throws half-way then leaves no partial
# `ERROR: ` line before the driver's own report. Each file being loaded (the
# script, then every `include` in it) wraps the error in a LoadError, as `julia
# FILE` reports it; code from -e, stdin or the REPL is not a file.
function display_error_text(e, load_levels::Int)
    io = IOBuffer()
    print(io, "ERROR: ")
    for _ in 1:load_levels
        print(io, "LoadError: ")
    end
    # A LoadError raised inside the file (a macro that threw): its location follows the
    # stack trace (load_error_locations).
    while e isa LoadError
        print(io, "LoadError: ")
        e = e.error
    end
    showerror(io, e)
    return String(take!(io))
end

# The `in expression starting at` lines of the LoadErrors an uncaught error is wrapped in,
# innermost first, each after a newline.
function load_error_locations(e)
    io = IOBuffer()
    locations = String[]
    while e isa LoadError
        push!(locations, string("\nin expression starting at ", e.file, ":", e.line))
        e = e.error
    end
    for i in length(locations):-1:1
        print(io, locations[i])
    end
    return String(take!(io))
end
