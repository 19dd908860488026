# Macros run as functions (docs/lowering.md, "Macros a file defines"). `macro m(a) ... end`
# also defines the function `@m(__source__, __module__, a)`. A top-level statement that
# calls a macro whose body computes its expansion compiles to
# `Base._eval_expanding(@__MODULE__, <the statement quoted>)`: once the statements before
# it have run, its macro calls are expanded here (the macro's function is called with the
# argument expressions, then Julia's hygiene is applied to what it returns) and the
# result runs as `eval` runs code.

"""
    esc(e)

Marks `e`, in the expression a macro returns, as the caller's code: hygiene leaves it as
it is.
"""
esc(e) = Expr(:escape, e)

const _gensym_count = Int[0]
function _next_gensym()
    _gensym_count[1] += 1
    return _gensym_count[1]
end

"""
    gensym([tag])

A Symbol that no other name is: `Symbol("##tag#N")`.
"""
gensym() = Symbol("##", _next_gensym())
gensym(tag::Union{Symbol, AbstractString}) = Symbol("##", tag, "#", _next_gensym())
gensym(tags...) = map(gensym, tags)

"""
    LoadError(file, line, error)

An error raised while code was loaded: a macro that threw while it was expanded at
`file:line`.
"""
struct LoadError <: Exception
    file::String
    line::Int
    error::Any
end
function showerror(io::IO, e::LoadError)
    print(io, "LoadError: ")
    showerror(io, e.error)
    print(io, "\nin expression starting at ", e.file, ":", e.line)
end

# The module named by `x` (a Symbol, `A.B`, or a Module) as seen from `m`: a Symbol is
# looked up in `m` and then in the modules around it.
function _macro_module(m::Module, x)
    x isa Module && return x
    if x isa Symbol
        x === :Main && return Core.Main
        mod = m
        while true
            if isdefined(mod, x)
                v = getglobal(mod, x)
                return v isa Module ? v : nothing
            end
            p = parentmodule(mod)
            p === mod && return nothing
            mod = p
        end
    elseif x isa Expr && x.head === _DOT && length(x.args) == 2 && x.args[2] isa QuoteNode
        parent = _macro_module(m, x.args[1])
        parent isa Module || return nothing
        s = x.args[2].value
        s isa Symbol && isdefined(parent, s) || return nothing
        v = getglobal(parent, s)
        return v isa Module ? v : nothing
    end
    return nothing
end

# The function of the macro named by `name` (`Symbol("@m")` or `M.@m`) as seen from `m`;
# nothing for a macro that is no function (Kiln's built-in macros).
function _macro_function(m::Module, name)
    mod = m
    s = name
    if name isa Expr && name.head === _DOT && length(name.args) == 2 && name.args[2] isa QuoteNode
        mod = _macro_module(m, name.args[1])
        mod isa Module || return nothing
        s = name.args[2].value
    end
    s isa Symbol && isdefined(mod, s) || return nothing
    f = getglobal(mod, s)
    return f isa Function ? f : nothing
end

# Calls the macro's function; an error it throws is a LoadError at the call (as Julia's
# macro expansion reports it).
function _call_macro(f, call::Expr, m::Module)
    src = call.args[2]
    args = Any[]
    for i in 3:length(call.args)
        push!(args, call.args[i])
    end
    try
        return Core._call_latest(f, src, m, args...)
    catch e
        file = src isa LineNumberNode && src.file isa Symbol ? String(src.file) : "<macrocall>"
        line = src isa LineNumberNode ? src.line : 0
        throw(LoadError(file, line, e))
    end
end

"""
    macroexpand(m::Module, x; recursive = true)

The expression `x` with its macro calls expanded in module `m` (with `recursive = false`,
only the outermost ones). A macro Kiln builds in (one that is no function) expands as
`macro_builtin_expand.jl` builds it; one it does not handle is an error.
"""
macroexpand(m::Module, x; recursive::Bool = true) = _expand_macros(m, x, recursive, true)
_macroexpand1(m::Module, x) = _expand_macros(m, x, false, true)  # @macroexpand1

# `strict`: a call of a built-in macro is an error; otherwise it is kept (with the macro
# calls in its arguments expanded) for the compiler, which expands it.
function _expand_macros(m::Module, x, recursive::Bool, strict::Bool)
    x isa Expr || return x
    if x.head === :macrocall && length(x.args) >= 2
        f = _macro_function(m, x.args[1])
        if f === nothing
            if strict
                r = _builtin_macroexpand(m, x)
                r === nothing || return recursive ? _expand_macros(m, r, true, strict) : r
                name = x.args[1]
                throw(ErrorException(string("macroexpand: the macro ",
                                            name isa Symbol ? name : sprint(print, name),
                                            " is not supported by Kiln")))
            end
            # @eval's and @macroexpand's argument is code as data: expanded when it runs
            _quoting_macro(x.args[1]) && return copy(x)
            n = Expr(:macrocall, x.args[1], x.args[2])
            for i in 3:length(x.args)
                push!(n.args, _expand_macros(m, x.args[i], recursive, strict))
            end
            return n
        end
        r = _macro_hygiene(_call_macro(f, x, m), parentmodule(f), m, strict)
        return recursive ? _expand_macros(m, r, true, strict) : r
    elseif x.head === :quote || x.head === :inert
        return copy(x)  # quoted code is data
    end
    n = Expr(x.head)
    for a in x.args
        push!(n.args, _expand_macros(m, a, recursive, strict))
    end
    return n
end

function _quoting_macro(name)
    if name isa Expr && name.head === _DOT && length(name.args) == 2 && name.args[2] isa QuoteNode
        name = name.args[2].value
    end
    return name === Symbol("@eval") || name === Symbol("@macroexpand") ||
           name === Symbol("@macroexpand1")
end

# How deeply run-time expansions nest. A macro that has no function (one nothing
# defines) is kept by _expand_macros, and the code that calls it is expanded at run
# time again when it is compiled: past this depth, the macro is reported undefined.
const _EXPANDING_DEPTH = Ref(0)
const _MAX_EXPANDING_DEPTH = 32

# The innermost macro of `x` (outside quoted code) that has no function in `m`.
function _undefined_macro(m::Module, x)
    x isa Expr || return nothing
    (x.head === :quote || x.head === :inert) && return nothing
    for a in x.args
        r = _undefined_macro(m, a)
        r === nothing || return r
    end
    if x.head === :macrocall && !isempty(x.args) && x.args[1] isa Symbol &&
       _macro_function(m, x.args[1]) === nothing
        return x.args[1]
    end
    return nothing
end

function _eval_expanding(m::Module, ex)
    if _EXPANDING_DEPTH[] >= _MAX_EXPANDING_DEPTH
        name = _undefined_macro(m, ex)
        throw(name === nothing ? ErrorException("macro expansion nested too deeply") :
              UndefVarError(name, m))
    end
    _EXPANDING_DEPTH[] += 1
    try
        return _eval(m, _expand_macros(m, ex, true, false))
    finally
        _EXPANDING_DEPTH[] -= 1
    end
end

# ---- Hygiene (Julia manual, "Hygiene") ----
# In what a macro returns, outside `esc(...)`: the names it assigns or declares local
# (and the arguments of the functions it defines) are renamed to fresh names, the same
# fresh name for every use in one expansion; a global name of the macro's module that the
# caller's module does not see as the same binding refers to the macro's module.
function _macro_hygiene(r, defmod::Module, callmod::Module, qualify::Bool = false)
    locals = Symbol[]
    globals = Symbol[]
    _hygiene_locals!(locals, globals, r)
    renames = Dict{Symbol, Symbol}()
    for s in locals
        s in globals && continue
        haskey(renames, s) || (renames[s] = Symbol("#", _next_gensym(), "#", s))
    end
    return _hygiene_rename(r, renames, defmod, callmod, false, qualify)
end

_is_def_sig(x) = x isa Expr && (x.head === :call || x.head === :where ||
                                (x.head === Symbol("::") && length(x.args) == 2 &&
                                 _is_def_sig(x.args[1])))

# The names a signature's arguments bind.
function _hygiene_sig_args!(out::Vector{Symbol}, sig)
    sig isa Expr || return out
    if sig.head === :where || sig.head === Symbol("::")
        return _hygiene_sig_args!(out, sig.args[1])
    end
    for i in 2:length(sig.args)
        _hygiene_arg!(out, sig.args[i])
    end
    return out
end
function _hygiene_arg!(out::Vector{Symbol}, a)
    if a isa Symbol
        push!(out, a)
    elseif a isa Expr
        if a.head === :parameters || a.head === :tuple
            for b in a.args
                _hygiene_arg!(out, b)
            end
        elseif (a.head === :kw || a.head === Symbol("::") || a.head === _DOTS ||
                a.head === :(=)) && !isempty(a.args) && length(a.args) <= 2
            length(a.args) == 1 && a.head === Symbol("::") && return out
            _hygiene_arg!(out, a.args[1])
        end
    end
    return out
end

function _hygiene_locals!(locals::Vector{Symbol}, globals::Vector{Symbol}, x)
    x isa Expr || return nothing
    h = x.head
    (h === :escape || h === :quote || h === :inert || h === :macrocall) && return nothing
    if h === :(=) && length(x.args) == 2
        lhs = x.args[1]
        if _is_def_sig(lhs)
            _hygiene_sig_args!(locals, lhs)
        else
            _hygiene_arg!(locals, lhs)
        end
        _hygiene_locals!(locals, globals, x.args[2])
        return nothing
    elseif h === :local
        for a in x.args
            if a isa Expr && a.head === :(=)
                _hygiene_locals!(locals, globals, a)
            else
                _hygiene_arg!(locals, a)
            end
        end
        return nothing
    elseif h === :global
        for a in x.args
            t = a isa Expr && a.head === :(=) ? a.args[1] : a
            t isa Symbol && push!(globals, t)
            a isa Expr && a.head === :(=) && _hygiene_locals!(locals, globals, a.args[2])
        end
        return nothing
    elseif h === :function && length(x.args) >= 1
        _is_def_sig(x.args[1]) && _hygiene_sig_args!(locals, x.args[1])
        length(x.args) >= 2 && _hygiene_locals!(locals, globals, x.args[2])
        return nothing
    elseif h === :-> && length(x.args) == 2
        _hygiene_arg!(locals, x.args[1])
        _hygiene_locals!(locals, globals, x.args[2])
        return nothing
    elseif h === :try && length(x.args) >= 3
        x.args[2] isa Symbol && push!(locals, x.args[2])
    elseif h === :tuple || h === :parameters
        # (a = 1, b = 2): field names, not assignments
        for a in x.args
            if a isa Expr && (a.head === :(=) || a.head === :kw) && length(a.args) == 2
                _hygiene_locals!(locals, globals, a.args[2])
            else
                _hygiene_locals!(locals, globals, a)
            end
        end
        return nothing
    elseif h === :struct || h === :abstract || h === :primitive
        return nothing  # their names and fields stay as written
    end
    for a in x.args
        _hygiene_locals!(locals, globals, a)
    end
    return nothing
end

# `qualify` (macroexpand): every global name of the macro's module but an operator is
# shown qualified (`Main.println`), as Julia shows the GlobalRefs of an expansion.
function _hygiene_global(s::Symbol, defmod::Module, callmod::Module, qualify::Bool = false)
    qualify && !isoperator(s) && s !== :end && s !== :begin && return Expr(_DOT, defmod, QuoteNode(s))
    defmod === callmod && return s
    isdefined(defmod, s) || return s
    v = getglobal(defmod, s)
    isdefined(callmod, s) && getglobal(callmod, s) === v && return s
    return Expr(_DOT, defmod, QuoteNode(s))
end

# `sig`: x is a definition's signature (a keyword default's name is an argument there).
function _hygiene_rename(x, renames::Dict{Symbol, Symbol}, defmod::Module, callmod::Module,
                         sig::Bool, qualify::Bool = false)
    if x isa Symbol
        r = get(renames, x, nothing)
        r === nothing || return r
        return _hygiene_global(x, defmod, callmod, qualify && !sig)
    end
    x isa Expr || return x
    h = x.head
    h === :escape && return length(x.args) == 1 ? x.args[1] : x
    (h === :quote || h === :inert) && return x
    n = Expr(h)
    for i in 1:length(x.args)
        a = x.args[i]
        if (h === :macrocall && i <= 2) || (h === :kw && i == 1 && !sig)
            push!(n.args, a)
        elseif h === :struct || h === :abstract || h === :primitive
            push!(n.args, _strip_escapes(a))  # names and fields as written, unmarked
        elseif i == 1 && h === :call && sig
            # the name of the function defined (`$(esc(name))(x) = ...`: without the mark)
            push!(n.args, a isa Expr && a.head === :escape && length(a.args) == 1 ? a.args[1] : a)
        elseif (h === :tuple || h === :parameters) && a isa Expr &&
               (a.head === :(=) || a.head === :kw) && length(a.args) == 2 && !sig
            push!(n.args, Expr(a.head, a.args[1],
                               _hygiene_rename(a.args[2], renames, defmod, callmod, false,
                                               qualify)))
        else
            is_sig = i == 1 && (h === :function || (h === :(=) && _is_def_sig(a)))
            is_sig |= sig && (h === :call || h === :where || h === Symbol("::") ||
                              h === :parameters)
            push!(n.args, _hygiene_rename(a, renames, defmod, callmod, is_sig,
                                          qualify && h !== :global && h !== :const))
        end
    end
    return n
end

_strip_escapes(x) = x
function _strip_escapes(x::Expr)
    x.head === :escape && length(x.args) == 1 && return _strip_escapes(x.args[1])
    (x.head === :quote || x.head === :inert) && return x
    return Expr(x.head, Any[_strip_escapes(a) for a in x.args]...)
end

export esc, gensym, LoadError, macroexpand
