# Tuples: indexing, iteration, destructuring (lowering calls indexed_iterate and
# rest), comparisons, and the usual collection functions.

length(t::Tuple) = nfields(t)
isempty(t::Tuple) = nfields(t) == 0
firstindex(t::Tuple) = 1
lastindex(t::Tuple) = nfields(t)
eachindex(t::Tuple) = OneTo(nfields(t))
keys(t::Tuple) = OneTo(nfields(t))
size(t::Tuple) = (nfields(t),)
ndims(t::Tuple) = 1
getindex(t::Tuple, i::Int) = getfield(t, i)
getindex(t::Tuple, i::Integer) = getfield(t, Int(i))
getindex(t::Tuple, r::AbstractVector) = _totuple([t[i] for i in r])
getindex(t::Tuple, b::AbstractVector{Bool}) = _totuple([t[i] for i in 1:length(t) if b[i]])
getindex(t::Tuple, ::Colon) = t
get(t::Tuple, i::Integer, default) = 1 <= i <= length(t) ? getfield(t, Int(i)) : default

iterate(t::Tuple, i::Int = 1) = i > nfields(t) ? nothing : (getfield(t, i), i + 1)
eltype(::Type{Tuple{}}) = Union{}
eltype(::Type{T}) where {T<:Tuple} = _tuple_eltype(T)
# The union of the field types (Any for a tuple type of unknown length).
function _tuple_eltype(T)
    (T isa DataType && isconcretetype(T)) || return Any
    n = fieldcount(T)
    n == 0 && return Union{}
    E = fieldtype(T, 1)
    for i in 2:n
        E = Union{E, fieldtype(T, i)}
    end
    return E
end

# Destructuring `a, b = x` (lowering).
indexed_iterate(t::Tuple, i::Int, state = 1) = (getfield(t, i), i + 1)
function indexed_iterate(x, i::Int)
    y = iterate(x)
    y === nothing && throw(BoundsError(x, i))
    return y
end
function indexed_iterate(x, i::Int, state)
    y = iterate(x, state)
    y === nothing && throw(BoundsError(x, i))
    return y
end
# `a, rest... = x`
rest(t::Tuple, i::Int = 1) = _totuple([t[k] for k in i:length(t)])
rest(a::Array, i::Int = 1) = a[i:end]
# Another array's rest is a Vector of its element type; a string's, a String; any other
# iterable's, an `Iterators.Rest`.
function rest(a::AbstractArray, state...)
    v = Vector{eltype(a)}()
    y = iterate(a, state...)
    while y !== nothing
        push!(v, getfield(y, 1))
        y = iterate(a, getfield(y, 2))
    end
    return v
end
function rest(s::AbstractString, state...)
    io = IOBuffer()
    y = iterate(s, state...)
    while y !== nothing
        print(io, getfield(y, 1))
        y = iterate(s, getfield(y, 2))
    end
    return String(take!(io))
end
rest(itr) = itr
rest(itr, state) = Iterators.rest(itr, state)
# `a, b..., c = x` (a splat before the last target): the elements from `state` on, split
# into those the splat takes and the last n.
function split_rest(itr, n::Int, state...)
    IteratorSize(itr) isa IsInfinite &&
        throw(ArgumentError("Cannot split an infinite iterator in the middle."))
    return _split_rest(rest(itr, state...), n)
end
_split_rest(itr, n::Int) = _split_rest(collect(itr), n)
function _split_rest(a::AbstractArray, n::Int)
    n <= length(a) || throw(ArgumentError(string("The iterator only contains ", length(a),
                                                 " elements, but at least ", n, " were requested.")))
    return a[begin:end-n], a[end-n+1:end]
end
_split_rest(t::Tuple, n::Int) = (n <= length(t) ? (_totuple([t[k] for k in 1:length(t)-n]),
    _totuple([t[k] for k in length(t)-n+1:length(t)])) : throw(ArgumentError(string(
    "The iterator only contains ", length(t), " elements, but at least ", n, " were requested."))))

# A tuple holding the elements of an iterable.
_totuple(v) = (v...,)
Tuple(itr) = (itr...,)
Tuple(t::Tuple) = t
ntuple(f, n::Integer) = n < 0 ? throw(ArgumentError(string("tuple length should be ≥ 0, got ", n))) :
    _totuple([f(i) for i in 1:n])
tuple_type_head(::Type{T}) where {T<:Tuple} = fieldtype(T, 1)

first(t::Tuple) = isempty(t) ? throw(ArgumentError("tuple must be non-empty")) : getfield(t, 1)
last(t::Tuple) = getfield(t, nfields(t))
tail(t::Tuple) = isempty(t) ? throw(ArgumentError("Cannot call tail on an empty tuple.")) :
    rest(t, 2)
front(t::Tuple) = isempty(t) ? throw(ArgumentError("Cannot call front on an empty tuple.")) :
    _totuple([t[k] for k in 1:length(t)-1])
reverse(t::Tuple) = _totuple([t[k] for k in length(t):-1:1])

map(f, ::Tuple{}) = ()
ntuple(f, ::Val{N}) where {N} = ntuple(f, N)
map(f, t::Tuple) = _totuple([f(x) for x in t])
function map(f, t::Tuple, s::Tuple)
    n = min(length(t), length(s))
    return _totuple([f(t[i], s[i]) for i in 1:n])
end

function in(x, t::Tuple)
    for y in t
        y == x && return true
    end
    return false
end

function ==(t::Tuple, s::Tuple)
    n = nfields(t)
    n == nfields(s) || return false
    for i in 1:n
        getfield(t, i) == getfield(s, i) || return false
    end
    return true
end
function isequal(t::Tuple, s::Tuple)
    n = nfields(t)
    n == nfields(s) || return false
    for i in 1:n
        isequal(getfield(t, i), getfield(s, i)) || return false
    end
    return true
end
# Lexicographic; a proper prefix comes first.
function isless(t::Tuple, s::Tuple)
    n = nfields(t)
    m = nfields(s)
    for i in 1:min(n, m)
        a = getfield(t, i)
        b = getfield(s, i)
        isless(a, b) && return true
        isless(b, a) && return false
    end
    return n < m
end
function <(t::Tuple, s::Tuple)
    n = nfields(t)
    m = nfields(s)
    for i in 1:min(n, m)
        a = getfield(t, i)
        b = getfield(s, i)
        a < b && return true
        a == b || return false
    end
    return n < m
end
<=(t::Tuple, s::Tuple) = !(s < t)

# A tuple converted to a concrete tuple type, element by element.
function convert(::Type{T}, x::Tuple) where {T<:Tuple}
    x isa T && return x
    (isconcretetype(T) && fieldcount(T) == length(x)) || throw(MethodError(convert, (T, x)))
    return ntuple(i -> convert(fieldtype(T, i), x[i]), length(x))
end
# Tuple{A, B}((a, b)): the tuple converted (Julia's constructor of a tuple type).
(::Type{T})(x::Tuple) where {T<:Tuple} = convert(T, x)

filter(f, t::Tuple) = _totuple([x for x in t if f(x)])
