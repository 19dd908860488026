# Functions of every AbstractDict, from iterate, get, length and setindex!:
# the `keys` and `values` views, membership of pairs, equality, merge, filter.

eltype(::Type{<:AbstractDict{K, V}}) where {K, V} = Pair{K, V}
keytype(::Type{<:AbstractDict{K, V}}) where {K, V} = K
valtype(::Type{<:AbstractDict{K, V}}) where {K, V} = V

"""
    KeySet(dict)

The keys of `dict`, as a set-like view (what `keys(dict)` returns).
"""
struct KeySet{K, T<:AbstractDict{K}} <: AbstractSet{K}
    dict::T
    KeySet{K, T}(dict) where {K, T<:AbstractDict{K}} = new(dict)
end
struct ValueIterator{T<:AbstractDict}
    dict::T
end
keys(d::AbstractDict) = KeySet{keytype(d), typeof(d)}(d)
values(d::AbstractDict) = ValueIterator(d)
pairs(d::AbstractDict) = d

length(v::Union{KeySet, ValueIterator}) = length(v.dict)
isempty(v::Union{KeySet, ValueIterator}) = isempty(v.dict)
eltype(::Type{KeySet{K, T}}) where {K, T} = K
eltype(::Type{ValueIterator{T}}) where {T} = valtype(T)
function iterate(v::KeySet, state...)
    y = iterate(v.dict, state...)
    y === nothing && return nothing
    return (getfield(y, 1).first, getfield(y, 2))
end
function iterate(v::ValueIterator, state...)
    y = iterate(v.dict, state...)
    y === nothing && return nothing
    return (getfield(y, 1).second, getfield(y, 2))
end
in(k, v::KeySet) = haskey(v.dict, k)

haskey(d::AbstractDict, k) = k in keys(d)
function in(p::Pair, d::AbstractDict)
    v = get(d, p.first, _secret_default)
    return v !== _secret_default && isequal(v, p.second)
end
in(p, d::AbstractDict) = throw(ArgumentError(string("AbstractDict collections only contain ",
    "Pairs;\nEither look for e.g. A=>B instead, or use the `keys` or `values` function if you ",
    "are looking for a key or value respectively.")))
struct _SecretDefault end
const _secret_default = _SecretDefault()

function ==(a::AbstractDict, b::AbstractDict)
    length(a) == length(b) || return false
    for p in a
        v = get(b, p.first, _secret_default)
        (v !== _secret_default && v == p.second) || return false
    end
    return true
end

function merge!(d::AbstractDict, others::AbstractDict...)
    for o in others
        for p in o
            d[p.first] = p.second
        end
    end
    return d
end
function merge!(combine::Function, d::AbstractDict, others::AbstractDict...)
    for o in others
        for p in o
            d[p.first] = haskey(d, p.first) ? combine(d[p.first], p.second) : p.second
        end
    end
    return d
end
function merge(d::AbstractDict, others::AbstractDict...)
    K = keytype(d)
    V = valtype(d)
    for o in others
        K = promote_type(K, keytype(o))
        V = promote_type(V, valtype(o))
    end
    return merge!(Dict{K, V}(d), others...)
end
merge(combine::Function, d::AbstractDict, others::AbstractDict...) =
    merge!(combine, Dict{keytype(d), valtype(d)}(d), others...)
mergewith(combine, d::AbstractDict, others::AbstractDict...) = merge(combine, d, others...)
mergewith!(combine, d::AbstractDict, others::AbstractDict...) = merge!(combine, d, others...)

function filter(f, d::AbstractDict)
    out = empty(d)
    for p in d
        f(p) && (out[p.first] = p.second)
    end
    return out
end
function filter!(f, d::AbstractDict)
    for k in collect(keys(d))
        f(Pair(k, d[k])) || delete!(d, k)
    end
    return d
end
empty(d::AbstractDict{K, V}) where {K, V} = Dict{K, V}()

# get! for any dictionary with haskey, getindex and setindex! (ENV, user dicts).
get!(d::AbstractDict, key, default) = get!(() -> default, d, key)
function get!(f::Union{Function, Type}, d::AbstractDict, key)
    haskey(d, key) && return d[key]
    val = f()
    d[key] = val
    return val
end
# map!(f, values(d)): each value replaced by f of it, in place.
function map!(f, iter::ValueIterator)
    d = iter.dict
    for k in collect(keys(d))
        d[k] = f(d[k])
    end
    return iter
end
