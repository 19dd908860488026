# Set{T}: the keys of a Dict{T, Nothing} (so it iterates in Julia's order), and the
# set operations on sets and on vectors (which keep the order of first occurrence).

struct Set{T} <: AbstractSet{T}
    dict::Dict{T, Nothing}
    Set{T}() where {T} = new(Dict{T, Nothing}())
end
Set{T}(itr) where {T} = union!(Set{T}(), itr)
Set() = Set{Any}()
Set(itr) = _Set(itr, IteratorEltype(itr))
_Set(itr, ::HasEltype) = Set{eltype(itr)}(itr)
function _Set(itr, ::EltypeUnknown)
    ET = _default_eltype(itr)
    (isconcretetype(ET) || ET === Union{}) && return Set{ET}(itr)
    y = iterate(itr)
    y === nothing && return Set{ET}()
    T = typeof(getfield(y, 1))
    s = Set{T}()
    while y !== nothing
        x = getfield(y, 1)
        if !(x isa T)
            T = promote_typejoin(T, typeof(x))
            s2 = Set{T}()
            for v in s
                push!(s2, v)
            end
            s = s2
        end
        push!(s, x)
        y = iterate(itr, getfield(y, 2))
    end
    return s
end

length(s::Set) = length(s.dict)
isempty(s::Set) = isempty(s.dict)
in(x, s::Set) = haskey(s.dict, x)
push!(s::Set, x) = (s.dict[x] = nothing; s)
delete!(s::Set, x) = (delete!(s.dict, x); s)
function pop!(s::Set, x)
    haskey(s.dict, x) || throw(KeyError(x))
    delete!(s.dict, x)
    return x
end
pop!(s::Set, x, default) = x in s ? pop!(s, x) : default
function pop!(s::Set)
    isempty(s) && throw(ArgumentError("set must be non-empty"))
    x = first(s)
    delete!(s, x)
    return x
end
empty!(s::Set) = (empty!(s.dict); s)
sizehint!(s::Set, n::Integer) = (sizehint!(s.dict, n); s)
copy(s::Set{T}) where {T} = union!(Set{T}(), s)
# A set the operations below may change: a copy of a Set, a new Set of another AbstractSet
# (a key set, a user type), as Julia's copymutable.
copymutable(s::AbstractSet{T}) where {T} = union!(Set{T}(), s)
empty(s::Set{T}) where {T} = Set{T}()
eltype(::Type{Set{T}}) where {T} = T
# Any set type knows its element type from its AbstractSet parameter.
eltype(::Type{<:AbstractSet{T}}) where {T} = T
function iterate(s::Set, state...)
    y = iterate(s.dict, state...)
    y === nothing && return nothing
    return (getfield(y, 1).first, getfield(y, 2))
end

# ---- Set operations ----
function union!(s::AbstractSet, itr)
    haslength(itr) && sizehint!(s, length(s) + length(itr))
    for x in itr
        push!(s, x)
    end
    return s
end
union!(s::AbstractSet, itrs...) = (for itr in itrs; union!(s, itr); end; s)
function union(s::AbstractSet, itrs...)
    T = eltype(s)
    for itr in itrs
        T = promote_type(T, eltype(itr))
    end
    return union!(union!(Set{T}(), s), itrs...)
end
union(v::AbstractVector, itrs...) = unique(vcat(v, [x for itr in itrs for x in itr]))
∪(a, b) = union(a, b)

function intersect!(s::AbstractSet, itr)
    other = itr isa AbstractSet ? itr : Set(itr)
    for x in collect(s)
        x in other || delete!(s, x)
    end
    return s
end
intersect(s::AbstractSet, itr) = intersect!(copymutable(s), itr)
intersect(s::AbstractSet, itr, itrs...) = intersect(intersect(s, itr), itrs...)
function intersect(v::AbstractVector, itr)
    other = Set(itr)
    return unique([x for x in v if x in other])
end
∩(a, b) = intersect(a, b)

function setdiff!(s::AbstractSet, itr)
    for x in itr
        delete!(s, x)
    end
    return s
end
setdiff(s::AbstractSet, itrs...) = (t = copymutable(s); for itr in itrs; setdiff!(t, itr); end; t)
function setdiff(v::AbstractVector, itr)
    other = Set(itr)
    return unique([x for x in v if !(x in other)])
end
# Of two unit ranges, a range (Julia's method).
intersect(r::AbstractUnitRange{<:Integer}, s::AbstractUnitRange{<:Integer}) = max(first(r), first(s)):min(last(r), last(s))
setdiff(v::AbstractVector, itr, itrs...) = setdiff(setdiff(v, itr), itrs...)
intersect(v::AbstractVector, itr, itrs...) = intersect(intersect(v, itr), itrs...)
# A first argument that is neither a set nor a vector (a tuple, a string, a key set, a
# generator): the result is a Vector of the promoted element type, as in Julia.
_setop_vector(itr, itrs) = collect(promote_type(eltype(itr), map(eltype, itrs)...), itr)
setdiff(itr, itrs...) = setdiff(_setop_vector(itr, itrs), itrs...)
intersect(itr, itrs...) = intersect(_setop_vector(itr, itrs), itrs...)
union(itr, itrs...) = union(_setop_vector(itr, itrs), itrs...)
function symdiff(a, b)
    sa = Set(a)
    sb = Set(b)
    return union(setdiff(sa, sb), setdiff(sb, sa))
end
symdiff(a, b, c, rest...) = symdiff(symdiff(a, b), c, rest...)
# Of vectors, a vector: the elements found in an odd number of the arguments (each
# taken as a set), in the order they first appear.
function symdiff(v::AbstractVector, itrs...)
    odd = Dict{Any, Bool}()
    for itr in (v, itrs...)
        for x in Set(itr)
            odd[x] = !get(odd, x, false)
        end
    end
    out = Vector{promote_type(eltype(v), map(eltype, itrs)...)}()
    for itr in (v, itrs...), x in itr
        if get(odd, x, false)
            push!(out, x)
            odd[x] = false
        end
    end
    return out
end

function issubset(a, b)
    for x in a
        x in b || return false
    end
    return true
end
⊆(a, b) = issubset(a, b)
⊇(a, b) = issubset(b, a)
⊈(a, b) = !⊆(a, b)
⊉(a, b) = !⊇(a, b)
⊊(a::AbstractSet, b::AbstractSet) = length(a) < length(b) && a ⊆ b
⊊(a, b) = Set(a) ⊊ Set(b)
⊋(a, b) = b ⊊ a
isdisjoint(a, b) = !any(x -> x in b, a)
==(a::AbstractSet, b::AbstractSet) = length(a) == length(b) && issubset(a, b)
isequal(a::AbstractSet, b::AbstractSet) = a == b
hash(s::AbstractSet, h::UInt64) = hash(sort!([hash(x) for x in s]), h + 0x852ada37cfe8e0ce)

issetequal(a, b) = issubset(a, b) && issubset(b, a)
function filter!(f, s::Set)
    for x in collect(s)
        f(x) || delete!(s, x)
    end
    return s
end
function filter(f, s::Set)
    out = empty(s)
    for x in s
        f(x) && push!(out, x)
    end
    return out
end

"""
    unique(itr)

The distinct elements of `itr`, in the order they first appear.
"""
function unique(itr)
    IteratorEltype(itr) isa HasEltype || return _unique_widening(itr)
    T = eltype(itr)
    seen = Set{T}()
    out = Vector{T}()
    for x in itr
        if !(x in seen)
            push!(seen, x)
            push!(out, x)
        end
    end
    return out
end
# Of an iterator whose element type is unknown (a generator), a vector typed by the
# elements seen, widened as Julia does (`unique(s.name for s in rows)` is a Vector{String}).
function _unique_widening(itr)
    ET = _default_eltype(itr)
    y = iterate(itr)
    y === nothing && return Vector{ET}()
    T = isconcretetype(ET) ? ET : typeof(getfield(y, 1))
    out = Vector{T}()
    seen = Set{T}()
    while y !== nothing
        x = getfield(y, 1)
        if !(x isa T)
            T = promote_typejoin(T, typeof(x))
            out = copyto!(Vector{T}(undef, length(out)), out)
            seen = union!(Set{T}(), seen)
        end
        if !(x in seen)
            push!(seen, x)
            push!(out, x)
        end
        y = iterate(itr, getfield(y, 2))
    end
    return out
end
function unique(f, itr)
    seen = Set()
    out = Vector{eltype(itr)}()
    for x in itr
        k = f(x)
        if !(k in seen)
            push!(seen, k)
            push!(out, x)
        end
    end
    return out
end
function unique!(v::AbstractVector)
    u = unique(v)
    resize!(v, length(u))
    copyto!(v, u)
    return v
end
allunique(itr) = length(Set(itr)) == length(collect(itr))
allequal(itr) = length(Set(itr)) <= 1

function symdiff!(s::AbstractSet, itrs...)
    for x in itrs
        for y in unique(x)
            y in s ? delete!(s, y) : push!(s, y)
        end
    end
    return s
end
