# The keyword-argument machinery lowering calls (docs/lowering.md, "Keyword
# arguments"): `pairs` (what `kws...` holds), `structdiff`, `diff_names`, `kwerr`.

"""
    Pairs(data, itr)

The `key => data[key]` pairs for the keys in `itr`: what `pairs(x)` returns and
what a `kws...` keyword argument holds.
"""
struct Pairs{K, V, I, A} <: AbstractDict{K, V}
    data::A
    itr::I
    Pairs{K, V, I, A}(data, itr) where {K, V, I, A} = new(data, itr)
end
Pairs(data, itr) = Pairs{eltype(itr), eltype(data), typeof(itr), typeof(data)}(data, itr)
Pairs{K, V}(data, itr) where {K, V} = Pairs{K, V, typeof(itr), typeof(data)}(data, itr)

pairs(nt::NamedTuple) = Pairs{Symbol, eltype(nt)}(nt, keys(nt))
pairs(a::AbstractVector) = Pairs{Int, eltype(a)}(a, eachindex(a))
pairs(a::AbstractArray) = Pairs{eltype(keys(a)), eltype(a)}(a, keys(a))
pairs(t::Tuple) = Pairs{Int, eltype(t)}(t, eachindex(t))
pairs(s::AbstractString) = Pairs{Int, Char}(s, eachindex(s))

length(p::Pairs) = length(p.itr)
isempty(p::Pairs) = length(p.itr) == 0
keys(p::Pairs) = p.itr
values(p::Pairs) = p.data
haskey(p::Pairs, k) = k in p.itr
getindex(p::Pairs, k) = p.data[k]
get(p::Pairs, k, default) = haskey(p, k) ? p.data[k] : default
function iterate(p::Pairs, state...)
    y = iterate(p.itr, state...)
    y === nothing && return nothing
    k = getfield(y, 1)
    return (Pair(k, p.data[k]), getfield(y, 2))
end
eltype(::Type{Pairs{K, V, I, A}}) where {K, V, I, A} = Pair{K, V}

# The named tuple `a` without the names of `b` (a NamedTuple type or value).
structdiff(a::NamedTuple, b::Type{NamedTuple{bn}}) where {bn} = _structdiff(a, bn)
structdiff(a::NamedTuple, b::NamedTuple) = _structdiff(a, keys(b))
function _structdiff(a::NamedTuple, bn::Tuple)
    names = Any[]
    vals = Any[]
    for (k, v) in zip(keys(a), values(a))
        k in bn || (push!(names, k); push!(vals, v))
    end
    return Core._namedtuple(_totuple(names), _totuple(vals))
end

# The names in `an` that are not in `bn`.
function diff_names(an::Tuple, bn::Tuple)
    # Every keyword known (the usual case): nothing to collect.
    all(n -> n in bn, an) && return ()
    names = Any[]
    for n in an
        n in bn || push!(names, n)
    end
    return _totuple(names)
end

# Called by a keyword sorter when a keyword is not accepted.
kwerr(kws, f, args...) = throw(MethodError(Core.kwcall, (kws, f, args...)))

# A local or anonymous function with keyword arguments (lowering binds its name to one):
# `f`'s methods take the keywords as a NamedTuple before the positional arguments.
struct _KwClosure{F} <: Function
    f::F
end
(c::_KwClosure)(args...) = c.f(NamedTuple(), args...)
Core.kwcall(kws::NamedTuple, c::_KwClosure, args...) = c.f(kws, args...)
