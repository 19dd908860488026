# IdDict{K,V}: a dictionary whose keys are compared with `===` and hashed by
# `objectid`, so that two equal but distinct arrays are different keys and 0.0 and
# -0.0 are too. Entries live in insertion order (Julia's order depends on object
# addresses); a bucket table maps objectid to the entries with that id.

mutable struct IdDict{K, V} <: AbstractDict{K, V}
    buckets::Dict{UInt64, Vector{Int}}
    keys::Vector{K}
    vals::Vector{V}
    live::Vector{Bool}
    count::Int
    IdDict{K, V}() where {K, V} = new(Dict{UInt64, Vector{Int}}(), K[], V[], Bool[], 0)
end
function IdDict{K, V}(kv) where {K, V}
    d = IdDict{K, V}()
    for p in kv
        d[getfield(p, 1)] = getfield(p, 2)
    end
    return d
end
IdDict{K, V}(ps::Pair...) where {K, V} = IdDict{K, V}(ps)
IdDict() = IdDict{Any, Any}()
IdDict(ps::Pair{K, V}...) where {K, V} = IdDict{K, V}(ps)
IdDict(ps::Pair...) = IdDict{Any, Any}(ps)
function IdDict(kv)
    T = eltype(kv)
    T <: Pair && T !== Pair && T isa DataType && return IdDict{fieldtype(T, 1), fieldtype(T, 2)}(kv)
    return IdDict{Any, Any}(kv)
end

function _idindex(d::IdDict, key)
    b = get(d.buckets, objectid(key), nothing)
    b === nothing && return 0
    for i in b
        d.live[i] && d.keys[i] === key && return i
    end
    return 0
end

length(d::IdDict) = d.count
isempty(d::IdDict) = d.count == 0
function setindex!(d::IdDict{K, V}, v0, key0) where {K, V}
    key = key0 isa K ? key0 : convert(K, key0)
    key === key0 || throw(ArgumentError(string(repr(key0), " is not a valid key for type ", K)))
    v = v0 isa V ? v0 : convert(V, v0)
    i = _idindex(d, key)
    if i > 0
        d.vals[i] = v
    else
        push!(d.keys, key)
        push!(d.vals, v)
        push!(d.live, true)
        push!(get!(() -> Int[], d.buckets, objectid(key)), length(d.keys))
        d.count += 1
    end
    return d
end
function getindex(d::IdDict, key)
    i = _idindex(d, key)
    i == 0 && throw(KeyError(key))
    return d.vals[i]
end
get(d::IdDict, key, default) = (i = _idindex(d, key); i == 0 ? default : d.vals[i])
get(default::Callable, d::IdDict, key) = (i = _idindex(d, key); i == 0 ? default() : d.vals[i])
function get!(d::IdDict, key, default)
    i = _idindex(d, key)
    i > 0 && return d.vals[i]
    d[key] = default
    return d.vals[end]
end
function get!(default::Callable, d::IdDict, key)
    i = _idindex(d, key)
    i > 0 && return d.vals[i]
    d[key] = default()
    return d.vals[_idindex(d, key)]
end
haskey(d::IdDict, key) = _idindex(d, key) > 0
getkey(d::IdDict, key, default) = (i = _idindex(d, key); i == 0 ? default : d.keys[i])
push!(d::IdDict, p::Pair) = (d[p.first] = p.second; d)
function _iddelete!(d::IdDict, i::Int)
    d.live[i] = false
    b = d.buckets[objectid(d.keys[i])]
    deleteat!(b, findfirst(==(i), b))
    isempty(b) && delete!(d.buckets, objectid(d.keys[i]))
    d.count -= 1
    return d
end
function delete!(d::IdDict, key)
    i = _idindex(d, key)
    i > 0 && _iddelete!(d, i)
    return d
end
function pop!(d::IdDict, key)
    i = _idindex(d, key)
    i == 0 && throw(KeyError(key))
    v = d.vals[i]
    _iddelete!(d, i)
    return v
end
function pop!(d::IdDict, key, default)
    i = _idindex(d, key)
    i == 0 && return default
    v = d.vals[i]
    _iddelete!(d, i)
    return v
end
function empty!(d::IdDict{K, V}) where {K, V}
    d.buckets = Dict{UInt64, Vector{Int}}()
    d.keys = K[]
    d.vals = V[]
    d.live = Bool[]
    d.count = 0
    return d
end
copy(d::IdDict{K, V}) where {K, V} = IdDict{K, V}(d)
empty(d::IdDict{K, V}) where {K, V} = IdDict{K, V}()
function iterate(d::IdDict{K, V}, i::Int = 1) where {K, V}
    n = length(d.live)
    while i <= n && !d.live[i]
        i += 1
    end
    i > n && return nothing
    return (Pair{K, V}(d.keys[i], d.vals[i]), i + 1)
end
