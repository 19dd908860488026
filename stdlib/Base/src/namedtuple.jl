# NamedTuple (Core.NamedTuple{names, T}): construction as lowering emits it
# (`NamedTuple{(:a, :b)}((1, 2))`), field and index access, merge.

NamedTuple() = Core._namedtuple((), ())
NamedTuple{names}(args::Tuple) where {names} = Core._namedtuple(names, args)
function NamedTuple{names, T}(args::Tuple) where {names, T<:Tuple}
    return Core._namedtuple(names, convert(T, args))
end
function NamedTuple{names}(nt::NamedTuple) where {names}
    return Core._namedtuple(names, map(n -> getfield(nt, n), names))
end
NamedTuple{names}(itr) where {names} = NamedTuple{names}(Tuple(itr))
NamedTuple(itr) = (; itr...)

length(nt::NamedTuple) = nfields(nt)
isempty(nt::NamedTuple) = nfields(nt) == 0
keys(nt::NamedTuple{names}) where {names} = names
values(nt::NamedTuple) = _totuple([getfield(nt, i) for i in 1:nfields(nt)])
Tuple(nt::NamedTuple) = values(nt)
haskey(nt::NamedTuple, k::Symbol) = k in keys(nt)
haskey(nt::NamedTuple, k::Integer) = 1 <= k <= nfields(nt)
getindex(nt::NamedTuple, i::Int) = getfield(nt, i)
getindex(nt::NamedTuple, s::Symbol) = getfield(nt, s)
get(nt::NamedTuple, k::Symbol, default) = haskey(nt, k) ? getfield(nt, k) : default
get(f::Callable, nt::NamedTuple, k::Symbol) = haskey(nt, k) ? getfield(nt, k) : f()
iterate(nt::NamedTuple, i::Int = 1) = i > nfields(nt) ? nothing : (getfield(nt, i), i + 1)
indexed_iterate(nt::NamedTuple, i::Int, state = 1) = (getfield(nt, i), i + 1)
firstindex(nt::NamedTuple) = 1
lastindex(nt::NamedTuple) = nfields(nt)
eltype(::Type{NamedTuple{names, T}}) where {names, T} = eltype(T)

==(a::NamedTuple, b::NamedTuple) = keys(a) == keys(b) && values(a) == values(b)
isequal(a::NamedTuple, b::NamedTuple) = isequal(keys(a), keys(b)) && isequal(values(a), values(b))

"""
    merge(a::NamedTuple, b::NamedTuple)

The names of `a` followed by the new names of `b`; values of `b` win.
"""
function merge(a::NamedTuple, b::NamedTuple)
    names = Any[]
    vals = Any[]
    for (k, v) in zip(keys(a), values(a))
        push!(names, k)
        push!(vals, haskey(b, k) ? getfield(b, k) : v)
    end
    for (k, v) in zip(keys(b), values(b))
        haskey(a, k) || (push!(names, k); push!(vals, v))
    end
    return Core._namedtuple(_totuple(names), _totuple(vals))
end
merge(a::NamedTuple) = a
merge(a::NamedTuple, b::NamedTuple, cs::NamedTuple...) = merge(merge(a, b), cs...)
# Keyword splats: any iterable of `name => value` pairs.
function merge(a::NamedTuple, itr)
    names = Any[]
    vals = Any[]
    for p in itr
        k = getfield(p, 1)
        push!(names, k)
        push!(vals, getfield(p, 2))
    end
    return merge(a, Core._namedtuple(_totuple(names), _totuple(vals)))
end

map(f, nt::NamedTuple{names}) where {names} = NamedTuple{names}(map(f, values(nt)))
