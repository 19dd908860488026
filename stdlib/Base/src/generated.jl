# @generated functions (Julia manual, "Generated functions"), written as a macro:
#   @generated function f(x, ys...) where {T} body end
# defines the generator `g(x, ys, T) = body` (x bound to the type of the argument, ys
# to the Tuple type of the rest) and `f(x, ys...) where {T}` calling
# Base._generated_call, which runs the generator once per argument types, makes the
# code it returns a function of the arguments (and the static parameters) in the
# caller's module, and calls that.

const _generated_cache = Dict{Any, Any}()

_generated_argname(a::Symbol) = a
function _generated_argname(a::Expr)
    (a.head === Symbol("::") && length(a.args) == 2) && return _generated_argname(a.args[1])
    (a.head === _DOTS || a.head === :kw || a.head === :(=)) && return _generated_argname(a.args[1])
    (a.head === Symbol("::") && length(a.args) == 1) && return gensym("arg")
    throw(ArgumentError(string("@generated: unsupported argument ", a)))
end
_generated_spname(w::Symbol) = w
_generated_spname(w::Expr) = w.head === :(<:) || w.head === :(>:) ? w.args[1] :
                             w.head === :comparison ? w.args[3] : w

macro generated(f)
    (f isa Expr && f.head === :function && length(f.args) == 2) ||
        throw(ArgumentError("invalid syntax; @generated must be used with a function definition"))
    sig = f.args[1]
    body = f.args[2]
    call = sig
    wheres = Any[]
    while call isa Expr && call.head === :where
        append!(wheres, call.args[2:end])
        call = call.args[1]
    end
    (call isa Expr && call.head === :call) ||
        throw(ArgumentError("invalid syntax; @generated must be used with a function definition"))
    params = Any[]
    for p in call.args[2:end]
        p isa Expr && p.head === :parameters &&
            throw(ArgumentError("@generated functions with keyword arguments are not supported"))
        push!(params, p)
    end
    # an unnamed argument (::T) gets a name
    for i in eachindex(params)
        p = params[i]
        if p isa Expr && p.head === Symbol("::") && length(p.args) == 1
            params[i] = Expr(Symbol("::"), gensym("arg"), p.args[1])
        end
    end
    names = Any[_generated_argname(p) for p in params]
    vararg = !isempty(params) && params[end] isa Expr &&
             (params[end].head === _DOTS ||
              (params[end].head === Symbol("::") && params[end].args[1] isa Expr &&
               params[end].args[1].head === _DOTS))
    spnames = Any[_generated_spname(w) for w in wheres]
    fname = call.args[1]
    gen = gensym(string(fname isa Symbol ? fname : "f", "_generator"))
    lambda_params = Any[names...]
    vararg && (lambda_params[end] = Expr(_DOTS, lambda_params[end]))
    generator = Expr(:function, Expr(:call, gen, names..., spnames...), body)
    newcall = Expr(:call, call.args[1], params...)
    newsig = isempty(wheres) ? newcall : Expr(:where, newcall, wheres...)
    newbody = Expr(:call, Expr(_DOT, :Base, QuoteNode(:_generated_call)), gen,
                   QuoteNode(Expr(:tuple, lambda_params..., spnames...)), vararg,
                   Expr(:tuple, names...), Expr(:tuple, spnames...),
                   Expr(:macrocall, Symbol("@__MODULE__"), nothing))
    return esc(Expr(:block, generator, Expr(:function, newsig, newbody)))
end

function _generated_call(gen, lambda_params, vararg::Bool, args::Tuple, sps::Tuple, mod::Module)
    types = Any[_typeof_callee(a) for a in args]
    vararg && (types[end] = Tuple{Any[_typeof_callee(a) for a in args[end]]...})
    key = (gen, types, sps)
    f = get(_generated_cache, key, nothing)
    if f === nothing
        code = Core._call_latest(gen, types..., sps...)
        f = Core.eval(mod, Expr(:->, lambda_params, code))
        _generated_cache[key] = f
    end
    if vararg
        return Core._call_latest(f, args[1:end-1]..., args[end]..., sps...)
    end
    return Core._call_latest(f, args..., sps...)
end

export @generated
