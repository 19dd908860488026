# `macroexpand` of the macros lowering builds in (docs/lowering.md, "Built-in macros"):
# they have no function to call, so their expansion is built here. It is the expression
# Julia's own macro returns after hygiene (its locals renamed `#N#name`, Base's names
# written `Base.name`) where that expression runs on Kiln; otherwise (@time, @elapsed) it
# is the code Kiln's lowering runs. Julia's expansions carry line numbers of Base's files:
# these do not. A macro not handled here returns `nothing` (macroexpand reports it).

_base_name(s::Symbol) = Expr(_DOT, :Base, QuoteNode(s))
_hygienic_name(s::Symbol) = Symbol("#", _next_gensym(), "#", s)

# The macro a call names: `@show` for both `@show` and `Base.@show`.
function _macrocall_name(name)
    while name isa Expr && name.head === _DOT && length(name.args) == 2 &&
          name.args[2] isa QuoteNode
        name = name.args[2].value
    end
    return name
end

function _builtin_macroexpand(m::Module, call::Expr)
    name = _macrocall_name(call.args[1])
    name isa Symbol || return nothing
    args = Any[call.args[i] for i in 3:length(call.args)]
    n = length(args)
    if name === Symbol("@show")
        return _expand_show(args)
    elseif name === Symbol("@assert") && 1 <= n <= 2
        return _expand_assert(args)
    elseif name === Symbol("@inbounds") && n == 1
        return _expand_value_block(:inbounds, true, :pop, args[1])
    elseif (name === Symbol("@inline") || name === Symbol("@noinline")) && n == 1
        return _expand_inline(name === Symbol("@inline") ? :inline : :noinline, args[1])
    elseif name === Symbol("@view") && n == 1
        return _expand_view(args[1])
    elseif (name === Symbol("@.") || name === Symbol("@__dot__")) && n == 1
        return _dot_expr(args[1])
    elseif name === Symbol("@__MODULE__") && n == 0
        return m
    elseif name === Symbol("@static") && n == 1
        return _expand_static(m, args[1])
    elseif (name === Symbol("@time") || name === Symbol("@elapsed")) && n == 1
        return _expand_time(name === Symbol("@elapsed"), args[1])
    elseif name === Symbol("@kwdef") && n == 1
        return _expand_kwdef(args[1])
    elseif (name === Symbol("@simd") || name === Symbol("@fastmath") ||
            name === Symbol("@propagate_inbounds")) && n == 1
        return _expand_accepted(name, args[1])
    end
    return nothing
end

# @show a b (base/show.jl): println("a = ", repr(begin local value = a end)) per argument,
# then the last value.
function _expand_show(args)
    blk = Expr(:block)
    value = _hygienic_name(:value)
    for ex in args
        text = ex isa Union{Symbol, Expr} ? sprint(print, ex) : repr(ex)
        push!(blk.args, Expr(:call, _base_name(:println), string(text, " = "),
                             Expr(:call, _base_name(:repr),
                                  Expr(:block, Expr(:local, Expr(:(=), value, ex))))))
    end
    isempty(args) || push!(blk.args, value)
    return blk
end

# @assert cond [msg] (base/error.jl): cond ? nothing : throw(AssertionError(msg)), the
# message the condition's text unless given.
function _expand_assert(args)
    ex = args[1]
    if length(args) == 1
        msg = string(ex)
    elseif args[2] isa AbstractString
        msg = args[2]
    elseif args[2] isa Union{Symbol, Expr}
        msg = Expr(:call, Expr(_DOT, Expr(_DOT, _base_name(:Main), QuoteNode(:Base)),
                               QuoteNode(:string)), args[2])
    else
        msg = string(args[2])
    end
    return Expr(:if, ex, nothing,
                Expr(:call, _base_name(:throw), Expr(:call, _base_name(:AssertionError), msg)))
end

# @inbounds ex (base/essentials.jl), and @inline/@noinline of a block.
function _expand_value_block(head::Symbol, on, off, ex)
    val = _hygienic_name(:val)
    return Expr(:block, Expr(head, on), Expr(:local, Expr(:(=), val, ex)), Expr(head, off), val)
end

_is_function_def(ex) = ex isa Expr && (ex.head === :function || ex.head === :->) ||
    (ex isa Expr && ex.head === :(=) && length(ex.args) == 2 && _is_def_sig(ex.args[1]))

# @inline f(x) = ... puts `$(Expr(:meta, :inline))` first in the body (base/expr.jl).
function _expand_inline(meta::Symbol, ex)
    inner = ex
    while inner isa Expr && inner.head === :macrocall && length(inner.args) >= 3
        inner = inner.args[end]
    end
    _is_function_def(inner) || return _expand_value_block(meta, true, false, ex)
    def = copy(inner)
    body = def.args[end]
    if body isa Expr && body.head === :block
        body = copy(body)
        pushfirst!(body.args, Expr(:meta, meta))
    else
        body = Expr(:block, Expr(:meta, meta), body)
    end
    def.args[end] = body
    inner === ex && return def
    # the definition inside other macro calls: rebuild the calls around it
    outer = copy(ex)
    x = outer
    while true
        a = x.args[end]
        if a === inner
            x.args[end] = def
            break
        end
        a = copy(a)
        x.args[end] = a
        x = a
    end
    return outer
end

# @simd/@fastmath/@propagate_inbounds: Kiln accepts them and runs the code as written.
_expand_accepted(name::Symbol, ex) = ex

# @view A[i, j] (base/views.jl): true && view(A, i, j), with `begin`/`end` in the indices
# replaced by firstindex/lastindex of A.
function _expand_view(ex)
    Meta.isexpr(ex, :ref) || throw(ArgumentError(
        "Invalid use of @view macro: argument must be a reference expression A[...]."))
    ex = _replace_begin_end(copy(ex))
    if Meta.isexpr(ex, :ref)
        ex = Expr(:call, view, ex.args...)
    else
        ref = ex.args[2]
        ex.args[2] = Expr(:call, view, ref.args...)
    end
    return Expr(:&&, true, ex)
end

# A[..begin..end..] with `begin`/`end` meaning A's first and last index (base/views.jl's
# replace_ref_begin_end!); A that is not a name is bound once in a `let`.
function _replace_begin_end(ex::Expr)
    A = ex.args[1]
    S = A isa Symbol ? A : gensym(:S)
    nargs = length(ex.args) - 1
    used = false
    for j in 2:length(ex.args)
        lo = nargs == 1 ? Expr(:call, firstindex, S) : Expr(:call, firstindex, S, j - 1)
        hi = nargs == 1 ? Expr(:call, lastindex, S) : Expr(:call, lastindex, S, j - 1)
        r, u = _replace_begin_end_in(ex.args[j], lo, hi)
        ex.args[j] = r
        used |= u
    end
    if used && S !== A
        ex.args[1] = S
        return Expr(:let, Expr(:(=), S, A), ex)
    end
    return ex
end
function _replace_begin_end_in(x, lo, hi)
    x === :begin && return lo, true
    x === :end && return hi, true
    x isa Expr || return x, false
    x.head === :ref && return x, false  # an inner index has its own begin/end
    used = false
    n = Expr(x.head)
    for a in x.args
        r, u = _replace_begin_end_in(a, lo, hi)
        push!(n.args, r)
        used |= u
    end
    return n, used
end

# @. ex (base/broadcast.jl's __dot__): every call a dotted call, every assignment `.=`.
_dottable(x) = true
_dottable(x::Symbol) = !isoperator(x) || first(string(x)) != '.' || x === :..
_dottable(x::Expr) = x.head !== Symbol("\$")
_undot(x) = x
function _undot(x::Expr)
    if x.head === Symbol(".=")
        return Expr(:(=), x.args...)
    elseif x.head === :block
        return Expr(:block, map(_undot, x.args)...)
    end
    return x
end
function _dot_expr(x)
    x isa Expr || return x
    dotargs = Any[_dot_expr(a) for a in x.args]
    h = x.head
    if h === :call && _dottable(x.args[1])
        return Expr(_DOT, dotargs[1], Expr(:tuple, dotargs[2:end]...))
    elseif h === :comparison
        out = Any[]
        for i in 1:length(dotargs)
            a = dotargs[i]
            push!(out, iseven(i) && a isa Symbol && _dottable(a) && isoperator(a) ?
                       Symbol('.', a) : a)
        end
        return Expr(:comparison, out...)
    elseif h === Symbol("\$")
        return x.args[1]
    elseif h === :let
        return Expr(:let, _undot(dotargs[1]), dotargs[2])
    elseif h === :for
        return Expr(:for, _undot(dotargs[1]), dotargs[2])
    elseif (h === :(=) || h === :function || h === :macro) && Meta.isexpr(x.args[1], :call)
        return Expr(h, x.args[1], dotargs[2])
    elseif h === :(<:) || h === :(>:)
        return Expr(:call, h === :(<:) ? Symbol(".<:") : Symbol(".>:"), dotargs...)
    end
    s = String(h)
    if (endswith(s, "=") && !startswith(s, ".")) || s == "&&" || s == "||"
        return Expr(Symbol(".", s), dotargs...)
    end
    return Expr(h, dotargs...)
end

# @static if cond ... end (base/osutils.jl): the branch `cond` chooses, decided now.
function _expand_static(m::Module, ex)
    while ex isa Expr && (ex.head === :if || ex.head === :elseif || ex.head === :&& ||
                          ex.head === :||)
        hd = ex.head
        cond = Core.eval(m, ex.args[1])::Bool
        xor(cond, hd === :||) && return ex.args[2]
        if length(ex.args) == 3
            br = ex.args[3]
            br isa Expr && br.head === :elseif || return br
            ex = br
        elseif hd === :if || hd === :elseif
            return nothing
        else
            return cond
        end
    end
    throw(ArgumentError("invalid @static macro"))
end

# @time ex / @elapsed ex: the code Kiln runs for them (Base/timing.jl).
function _expand_time(elapsed::Bool, ex)
    start = _hygienic_name(:start)
    blk = Expr(:block, Expr(:local, Expr(:(=), start, Expr(:call, _base_name(:_time_start)))))
    if elapsed
        push!(blk.args, ex)
        push!(blk.args, Expr(:call, _base_name(:_elapsed), start))
    else
        val = _hygienic_name(:val)
        push!(blk.args, Expr(:local, Expr(:(=), val, ex)))
        push!(blk.args, Expr(:call, _base_name(:_time_print), start))
        push!(blk.args, val)
    end
    return blk
end

# @kwdef struct T ... end (base/util.jl): the struct without its defaults, and the
# constructor T(; a = default, b) = T(a, b).
function _expand_kwdef(ex)
    Meta.isexpr(ex, :struct) || throw(ErrorException("Invalid usage of @kwdef"))
    st = copy(ex)
    T = st.args[2]
    Meta.isexpr(T, :(<:)) && (T = T.args[1])
    names = Any[]
    params = Any[]
    fields = Expr(:block)
    for f in st.args[3].args
        if Meta.isexpr(f, :(=)) && length(f.args) == 2
            push!(fields.args, f.args[1])
            nm = _kwdef_field_name(f.args[1])
            push!(names, nm)
            push!(params, Expr(:kw, nm, f.args[2]))
        else
            push!(fields.args, f)
            nm = _kwdef_field_name(f)
            if nm !== nothing
                push!(names, nm)
                push!(params, nm)
            end
        end
    end
    st.args[3] = fields
    isempty(names) && return Expr(:block, st, nothing)
    Tname = Meta.isexpr(T, :curly) ? T.args[1] : T
    ctor = Expr(:function, Expr(:call, Tname, Expr(:parameters, params...)),
                Expr(:block, Expr(:call, Tname, names...)))
    return Expr(:block, st, ctor)
end
function _kwdef_field_name(f)
    f isa Symbol && return f
    Meta.isexpr(f, Symbol("::")) && length(f.args) == 2 && f.args[1] isa Symbol &&
        return f.args[1]
    Meta.isexpr(f, :const) && return _kwdef_field_name(f.args[1])
    return nothing
end
