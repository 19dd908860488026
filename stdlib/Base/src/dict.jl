# Dict{K,V}: a hash table with open addressing and linear probing, laid out and
# grown as Julia's Dict is, so that (with Julia's `hash`) keys iterate in the same
# order as in Julia.
#
# slots[i] is 0x00 for an empty slot, 0x7f for a deleted one (a tombstone), and
# 0x80 | (top 7 bits of the key's hash) for a filled one. The table size is a power
# of two; a key starts probing at (hash & (size - 1)) + 1.

mutable struct Dict{K, V} <: AbstractDict{K, V}
    slots::Vector{UInt8}
    keys::Vector{K}
    vals::Vector{V}
    ndel::Int
    count::Int
    age::UInt64
    idxfloor::Int   # no filled slot is before this index
    maxprobe::Int
    function Dict{K, V}() where {K, V}
        n = 16
        return new(zeros(UInt8, n), Vector{K}(undef, n), Vector{V}(undef, n), 0, 0,
                   zero(UInt64), 1, 0)
    end
end

function Dict{K, V}(kv) where {K, V}
    h = Dict{K, V}()
    haslength(kv) && sizehint!(h, length(kv))
    for p in kv
        h[getfield(p, 1)] = getfield(p, 2)
    end
    return h
end
Dict{K, V}(p::Pair) where {K, V} = setindex!(Dict{K, V}(), p.second, p.first)
function Dict{K, V}(ps::Pair...) where {K, V}
    h = Dict{K, V}()
    sizehint!(h, length(ps))
    for p in ps
        h[p.first] = p.second
    end
    return h
end
Dict() = Dict{Any, Any}()
Dict(p::Pair{K, V}) where {K, V} = Dict{K, V}(p)
Dict(ps::Pair{K, V}...) where {K, V} = Dict{K, V}(ps...)
Dict(ps::Pair...) = Dict{_pairs_keytype(ps), _pairs_valtype(ps)}(ps...)
function Dict(kv)
    T = kv isa Generator ? _default_eltype(kv) : eltype(kv)
    if T <: Pair && T !== Pair && T isa DataType
        return Dict{fieldtype(T, 1), fieldtype(T, 2)}(kv)
    end
    return _dict_widening(kv)
end
_pairs_keytype(ps) = _typejoin_all([typeof(p.first) for p in ps])
_pairs_valtype(ps) = _typejoin_all([typeof(p.second) for p in ps])
function _typejoin_all(ts)
    T = ts[1]
    for S in ts
        T = promote_typejoin(T, S)
    end
    return T
end
# Keys and values of unknown type: start from the first pair's types and widen.
function _dict_widening(kv)
    y = iterate(kv)
    if y === nothing
        T = kv isa Generator ? _default_eltype(kv) : Any
        T <: Pair && T !== Pair && T isa DataType && return Dict{fieldtype(T, 1), fieldtype(T, 2)}()
        return Dict{Any, Any}()
    end
    p = getfield(y, 1)
    K = typeof(getfield(p, 1))
    V = typeof(getfield(p, 2))
    d = Dict{K, V}()
    while y !== nothing
        p = getfield(y, 1)
        k = getfield(p, 1)
        v = getfield(p, 2)
        if !(k isa K) || !(v isa V)
            K = promote_typejoin(K, typeof(k))
            V = promote_typejoin(V, typeof(v))
            d2 = Dict{K, V}()
            for q in d
                d2[q.first] = q.second
            end
            d = d2
        end
        d[k] = v
        y = iterate(kv, getfield(y, 2))
    end
    return d
end

convert(::Type{Dict{K, V}}, d::Dict{K, V}) where {K, V} = d
convert(::Type{Dict{K, V}}, d::AbstractDict) where {K, V} = Dict{K, V}(d)

# ---- The table ----
_shorthash7(h::UInt64) = or_int(trunc_int(UInt8, lshr_int(h, 57)), 0x80)
# The power of two used for a table meant to hold about n entries.
_tablesz(n::Int) = n < 16 ? 16 : 1 << (64 - leading_zeros(n - 1))

function _hashindex(key, sz::Int)
    h = hash(key)
    return (and_int(bitcast(Int, h), sz - 1) + 1, _shorthash7(h))
end

function rehash!(h::Dict{K, V}, newsz::Int = length(h.keys)) where {K, V}
    olds = h.slots
    oldk = h.keys
    oldv = h.vals
    sz = length(olds)
    newsz = _tablesz(newsz)
    h.age += 1
    h.idxfloor = 1
    if h.count == 0
        h.slots = zeros(UInt8, newsz)
        h.keys = Vector{K}(undef, newsz)
        h.vals = Vector{V}(undef, newsz)
        h.ndel = 0
        h.maxprobe = 0
        return h
    end
    slots = zeros(UInt8, newsz)
    keys = Vector{K}(undef, newsz)
    vals = Vector{V}(undef, newsz)
    count = 0
    maxprobe = 0
    mask = newsz - 1
    for i in 1:sz
        s = olds[i]
        if s >= 0x80
            k = oldk[i]
            index0 = and_int(bitcast(Int, hash(k)), mask) + 1
            index = index0
            while slots[index] != 0x00
                index = (index & mask) + 1
            end
            probe = (index - index0) & mask
            probe > maxprobe && (maxprobe = probe)
            slots[index] = s
            keys[index] = k
            vals[index] = oldv[i]
            count += 1
        end
    end
    h.slots = slots
    h.keys = keys
    h.vals = vals
    h.count = count
    h.ndel = 0
    h.maxprobe = maxprobe
    return h
end

# How many distinct keys a key type has, when that is small.
_max_values(::Type) = typemax(Int)
_max_values(::Type{Bool}) = 2
_max_values(::Type{Nothing}) = 1
_max_values(::Type{Int8}) = 256
_max_values(::Type{UInt8}) = 256
_max_values(::Type{Int16}) = 65536
_max_values(::Type{UInt16}) = 65536

function sizehint!(d::Dict{K}, newsz::Integer) where {K}
    oldsz = length(d.slots)
    n = min(max(Int(newsz), d.count), _max_values(K))
    n = _tablesz(cld(3 * n, 2))
    return n == oldsz ? d : rehash!(d, n)
end

# The probing loops below are the hottest code of Dict: they use the intrinsics and
# builtins directly (eq_int on slot bytes, and_int for the wrap-around, arrayset on
# the already converted key and value) rather than the generic operators.

# The slot holding key, or -1.
function _keyindex(h::Dict, key)
    h.count == 0 && return -1
    keys = h.keys
    sz = length(keys)
    mask = sz - 1
    hi = _hashindex(key, sz)
    index = getfield(hi, 1)
    sh = getfield(hi, 2)
    slots = h.slots
    iter = 0
    maxprobe = h.maxprobe
    while true
        s = slots[index]
        eq_int(s, 0x00) && return -1
        if eq_int(s, sh)
            k = keys[index]
            (key === k || isequal(key, k)) && return index
        end
        index = and_int(index, mask) + 1
        iter += 1
        iter > maxprobe && return -1
    end
end

# (index, shorthash): the slot holding key (index > 0), or -index for the slot
# where it would be inserted. May grow the table.
function _keyindex2!(h::Dict, key)
    keys = h.keys
    sz = length(keys)
    mask = sz - 1
    hi = _hashindex(key, sz)
    index = getfield(hi, 1)
    sh = getfield(hi, 2)
    slots = h.slots
    iter = 0
    maxprobe = h.maxprobe
    avail = 0
    while true
        s = slots[index]
        if eq_int(s, 0x00)
            return (avail < 0 ? avail : -index, sh)
        elseif eq_int(s, 0x7f)
            avail == 0 && (avail = -index)
        elseif eq_int(s, sh)
            k = keys[index]
            (key === k || isequal(key, k)) && return (index, sh)
        end
        index = and_int(index, mask) + 1
        iter += 1
        iter > maxprobe && break
    end
    avail < 0 && return (avail, sh)
    maxallowed = max(16, sz >> 6)
    while iter < maxallowed
        if ult_int(slots[index], 0x80)
            setfield!(h, :maxprobe, iter)
            return (-index, sh)
        end
        index = and_int(index, mask) + 1
        iter += 1
    end
    rehash!(h, h.count > 64000 ? sz * 2 : sz * 4)
    return _keyindex2!(h, key)
end

# Stores key => v (both of the Dict's types) in the empty slot `index`.
function _setindex!(h::Dict, v, key, index::Int, sh::UInt8)
    arrayset(true, h.slots, sh, index)
    arrayset(true, h.keys, key, index)
    arrayset(true, h.vals, v, index)
    count = h.count + 1
    setfield!(h, :count, count)
    setfield!(h, :age, add_int(h.age, 0x0000000000000001))
    index < h.idxfloor && setfield!(h, :idxfloor, index)
    sz = length(h.keys)
    # Grow when more than 2/3 full, tombstones included.
    if (count + h.ndel) * 3 > sz * 2
        rehash!(h, count > 64000 ? count * 2 : max(count * 4, 4))
    end
    return nothing
end

function _delete!(h::Dict, index::Int)
    slots = h.slots
    sz = length(slots)
    mask = sz - 1
    # A tombstone is only needed when the next slot is in use; otherwise this slot
    # and the tombstones before it become empty.
    ndel = 1
    next = (index & mask) + 1
    if slots[next] == 0x00
        while true
            ndel -= 1
            slots[index] = 0x00
            index = ((index - 2) & mask) + 1
            slots[index] == 0x7f || break
        end
    else
        slots[index] = 0x7f
    end
    h.ndel += ndel
    h.count -= 1
    h.age += 1
    return h
end

# ---- The AbstractDict interface ----
length(h::Dict) = h.count
isempty(h::Dict) = h.count == 0

function setindex!(h::Dict{K, V}, v0, key0) where {K, V}
    key = key0 isa K ? key0 : convert(K, key0)
    # A converted key must stay equal (1.5 is not a valid key of a Dict{Int}); a String
    # made from a SubString always is.
    if !(key0 isa K) && !(key0 isa AbstractString) && !isequal(key, key0)
        throw(ArgumentError(string(repr(key0), " is not a valid key for type ", K)))
    end
    v = v0 isa V ? v0 : convert(V, v0)
    r = _keyindex2!(h, key)
    index = getfield(r, 1)
    if index > 0
        setfield!(h, :age, add_int(h.age, 0x0000000000000001))
        arrayset(true, h.keys, key, index)
        arrayset(true, h.vals, v, index)
    else
        _setindex!(h, v, key, -index, getfield(r, 2))
    end
    return h
end

function getindex(h::Dict, key)
    index = _keyindex(h, key)
    index < 0 && throw(KeyError(key))
    return h.vals[index]
end
function get(h::Dict, key, default)
    index = _keyindex(h, key)
    return index < 0 ? default : h.vals[index]
end
function get(default::Callable, h::Dict, key)
    index = _keyindex(h, key)
    return index < 0 ? default() : h.vals[index]
end
function get!(h::Dict{K, V}, key0, default) where {K, V}
    key = key0 isa K ? key0 : convert(K, key0)
    r = _keyindex2!(h, key)
    index = getfield(r, 1)
    index > 0 && return h.vals[index]
    v = default isa V ? default : convert(V, default)
    _setindex!(h, v, key, -index, getfield(r, 2))
    return v
end
function get!(default::Callable, h::Dict{K, V}, key0) where {K, V}
    key = key0 isa K ? key0 : convert(K, key0)
    r = _keyindex2!(h, key)
    getfield(r, 1) > 0 && return h.vals[getfield(r, 1)]
    age0 = h.age
    v0 = default()
    v = v0 isa V ? v0 : convert(V, v0)
    # default() may have changed the table: then find the slot again.
    h.age != age0 && (r = _keyindex2!(h, key))
    index = getfield(r, 1)
    if index > 0
        setfield!(h, :age, add_int(h.age, 0x0000000000000001))
        arrayset(true, h.keys, key, index)
        arrayset(true, h.vals, v, index)
    else
        _setindex!(h, v, key, -index, getfield(r, 2))
    end
    return v
end
haskey(h::Dict, key) = _keyindex(h, key) >= 0
push!(h::Dict, p::Pair) = (h[p.first] = p.second; h)
push!(h::Dict, p::Pair, q::Pair, rest::Pair...) = (push!(h, p); push!(h, q); for r in rest; push!(h, r); end; h)
function getkey(h::Dict, key, default)
    index = _keyindex(h, key)
    return index < 0 ? default : h.keys[index]
end

function delete!(h::Dict, key)
    index = _keyindex(h, key)
    index > 0 && _delete!(h, index)
    return h
end
function pop!(h::Dict, key)
    index = _keyindex(h, key)
    index < 0 && throw(KeyError(key))
    v = h.vals[index]
    _delete!(h, index)
    return v
end
function pop!(h::Dict, key, default)
    index = _keyindex(h, key)
    index < 0 && return default
    v = h.vals[index]
    _delete!(h, index)
    return v
end
function empty!(h::Dict{K, V}) where {K, V}
    sz = length(h.slots)
    fill!(h.slots, 0x00)
    h.keys = Vector{K}(undef, sz)
    h.vals = Vector{V}(undef, sz)
    h.ndel = 0
    h.count = 0
    h.maxprobe = 0
    h.age += 1
    h.idxfloor = 1
    return h
end
function copy(d::Dict{K, V}) where {K, V}
    c = Dict{K, V}()
    sizehint!(c, length(d))
    for p in d
        c[p.first] = p.second
    end
    return c
end
empty(d::Dict{K, V}) where {K, V} = Dict{K, V}()

# ---- Iteration: slot order, starting at idxfloor ----
function _skip_deleted(h::Dict, i::Int)
    slots = h.slots
    n = length(slots)
    while i <= n
        slots[i] >= 0x80 && return i
        i += 1
    end
    return 0
end
function iterate(h::Dict{K, V}) where {K, V}
    i = _skip_deleted(h, h.idxfloor)
    i == 0 && return nothing
    h.idxfloor = i
    return (Pair{K, V}(h.keys[i], h.vals[i]), i + 1)
end
function iterate(h::Dict{K, V}, i::Int) where {K, V}
    i = _skip_deleted(h, i)
    i == 0 && return nothing
    return (Pair{K, V}(h.keys[i], h.vals[i]), i + 1)
end
