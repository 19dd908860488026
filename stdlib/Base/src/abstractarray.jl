# Operations on every AbstractArray, written with size, getindex and setindex!
# (Julia manual, "Multi-dimensional Arrays"). Arrays are column-major and indexed
# from 1; a single index is linear.

size(A::AbstractArray, d::Integer) = d <= ndims(A) ? size(A)[d] : 1
length(A::AbstractArray) = prod(size(A))
ndims(A::AbstractArray) = ndims(typeof(A))
ndims(::Type{<:AbstractArray{T, N}}) where {T, N} = N
eltype(::Type{<:AbstractArray{T}}) where {T} = T
axes(A::AbstractArray) = map(OneTo, size(A))
axes(A::AbstractArray, d::Integer) = OneTo(size(A, d))
eachindex(A::AbstractArray) = OneTo(length(A))
eachindex(A::AbstractArray, B::AbstractArray) = OneTo(length(A))
keys(A::AbstractVector) = OneTo(length(A))
# A multidimensional array's keys are its CartesianIndices (cartesian.jl).
keys(A::AbstractArray) = CartesianIndices(A)
values(A::AbstractArray) = A
firstindex(A::AbstractArray) = 1
lastindex(A::AbstractArray) = length(A)
firstindex(A::AbstractArray, d::Integer) = 1
lastindex(A::AbstractArray, d::Integer) = size(A, d)
isempty(A::AbstractArray) = length(A) == 0
checkbounds(::Type{Bool}, A::AbstractArray, i::Integer) = 1 <= i <= length(A)
get(A::AbstractArray, i::Integer, default) = checkbounds(Bool, A, i) ? A[i] : default
# An element of an array type that stores no undefined references (Array has its own).
isassigned(A::AbstractArray, i::Integer) = checkbounds(Bool, A, i)
function checkbounds(A::AbstractArray, I...)
    for (d, i) in enumerate(I)
        n = length(I) == 1 ? length(A) : size(A, d)
        (1 <= i <= n) || throw_boundserror(A, I)
    end
    return nothing
end

# The state is (next linear index,), a tuple as in Julia, so that the ranges' own
# iterate methods (whose state is the last element) are never ambiguous with this one.
iterate(A::AbstractArray) = isempty(A) ? nothing : (A[1], (2,))
function iterate(A::AbstractArray, state::Tuple)
    i = getfield(state, 1)
    return i > length(A) ? nothing : (A[i], (i + 1,))
end

# ---- Indexing by ranges, vectors, masks and `:` ----
# `A[I]` with I a vector of indices (or a Bool mask) gives a new Vector.
function getindex(A::AbstractArray, I::AbstractVector{<:Integer})
    B = similar(A, eltype(A), length(I))
    n = length(A)
    k = 1
    for i in I
        (1 <= i <= n) || throw_boundserror(A, (I,))
        B[k] = A[i]
        k += 1
    end
    return B
end
getindex(A::AbstractArray, I::AbstractVector{Bool}) = _getindex_mask(A, I)
getindex(A::AbstractArray, I::AbstractArray{Bool}) = _getindex_mask(A, I)
function _getindex_mask(A::AbstractArray, I::AbstractArray{Bool})
    length(I) == length(A) || throw_boundserror(A, (I,))
    B = similar(A, eltype(A), count(I))
    k = 1
    for i in 1:length(I)
        if I[i]
            B[k] = A[i]
            k += 1
        end
    end
    return B
end
getindex(A::AbstractArray, ::Colon) = vec(copy(A))
function getindex(A::AbstractMatrix, I, J)
    rows = _to_indices(I, size(A, 1))
    cols = _to_indices(J, size(A, 2))
    if rows isa Integer
        cols isa Integer && return A[rows, cols]
        return [A[rows, j] for j in cols]
    elseif cols isa Integer
        return [A[i, cols] for i in rows]
    end
    B = similar(A, eltype(A), length(rows), length(cols))
    for (jj, j) in enumerate(cols), (ii, i) in enumerate(rows)
        B[ii, jj] = A[i, j]
    end
    return B
end
_to_indices(::Colon, n) = OneTo(n)
_to_indices(i, n) = i

# A[I...] with three or more indices, some of them colons, ranges or vectors: the
# dimensions indexed by an integer are dropped (the first index varies fastest).
function getindex(A::AbstractArray, I1, I2, I3, Is...)
    all(i -> i isa Integer, (I1, I2, I3, Is...)) && return A[Int(I1), Int(I2), Int(I3), map(Int, Is)...]
    idx = ntuple(d -> _to_indices((I1, I2, I3, Is...)[d], size(A, d)), 3 + length(Is))
    shape = Tuple(length(i) for i in idx if !(i isa Integer))
    B = similar(A, eltype(A), shape...)
    k = 1
    for c in Iterators.product(idx...)
        B[k] = A[c...]
        k += 1
    end
    return B
end
function setindex!(A::AbstractArray, X, I1, I2, I3, Is...)
    idx = ntuple(d -> _to_indices((I1, I2, I3, Is...)[d], size(A, d)), 3 + length(Is))
    k = 1
    for c in Iterators.product(idx...)
        A[c...] = X isa AbstractArray ? X[k] : X
        k += 1
    end
    return A
end

setindex!(A::AbstractArray, X, I::AbstractVector{<:Integer}) = _setindex_each!(A, X, I)

# A[I] = X for a list of indices I (integers or CartesianIndex values): X's elements in
# order, or X itself into every place.
function _setindex_each!(A::AbstractArray, X, I::AbstractVector)
    if X isa AbstractArray
        length(X) == length(I) || throw(DimensionMismatch(string("tried to assign ", length(X),
            " elements to ", length(I), " destinations")))
        for (k, i) in enumerate(I)
            A[i] = X[k]
        end
    else
        for i in I
            A[i] = X
        end
    end
    return A
end
setindex!(A::AbstractArray, X, I::AbstractVector{Bool}) = _setindex_mask!(A, X, I)
setindex!(A::AbstractArray, X, I::AbstractArray{Bool}) = _setindex_mask!(A, X, I)
function _setindex_mask!(A::AbstractArray, X, I::AbstractArray{Bool})
    length(I) == length(A) || throw_boundserror(A, (I,))
    k = 1
    for i in 1:length(I)
        if I[i]
            A[i] = X isa AbstractArray ? X[k] : X
            k += 1
        end
    end
    return A
end
setindex!(A::AbstractArray, X, ::Colon) = setindex!(A, X, OneTo(length(A)))
function setindex!(A::AbstractMatrix, X, I, J)
    rows = _to_indices(I, size(A, 1))
    cols = _to_indices(J, size(A, 2))
    k = 1
    for j in cols, i in rows
        A[i, j] = X isa AbstractArray ? X[k] : X
        k += 1
    end
    return A
end

# `A[i] .= x` (lowering: Base.dotview).
dotview(A, I...) = view(A, I...)
# `A[mask] .= x`: a view of the elements where the mask is true.
function dotview(A::AbstractArray, I::AbstractArray{Bool})
    length(I) == length(A) || throw_boundserror(A, (I,))
    return view(A, [i for i in 1:length(I) if I[i]])
end
view(A::AbstractArray, I...) = SubArray(A, I)

"""
    SubArray(parent, indices)

A view of `parent` at the given indices (ranges, vectors, `:` or integers).
"""
struct SubArray{T, N, P, I, L} <: AbstractArray{T, N}
    parent::P
    indices::I
    SubArray{T, N, P, I, L}(parent, indices) where {T, N, P, I, L} = new(parent, indices)
end
_view_index(::Colon, n) = Slice(OneTo(n))
_view_index(i, n) = i
function SubArray(A::AbstractArray, I::Tuple)
    idx = _totuple([_view_index(I[d], length(I) == 1 ? length(A) : size(A, d)) for d in 1:length(I)])
    N = 0
    for i in idx
        i isa Integer || (N += 1)
    end
    L = _view_linear(A) && _view_linear(idx, 1)
    return SubArray{eltype(A), N, typeof(A), typeof(idx), L}(A, idx)
end
# Julia's fast linear indexing flag L: the parent indexes linearly and the
# indices are (after leading integers) a range followed only by integers, or
# slices followed by one unit range and then integers.
_view_linear(A::AbstractArray) = A isa Array || A isa AbstractRange
_view_linear(A::SubArray{T, N, P, I, L}) where {T, N, P, I, L} = L
function _view_linear(idx::Tuple, k::Int)
    while k <= length(idx) && idx[k] isa Integer
        k += 1
    end
    k > length(idx) && return true
    _scalars(from) = all(j -> idx[j] isa Integer, from:length(idx))
    if idx[k] isa Slice
        while k < length(idx) && idx[k+1] isa Slice
            k += 1
        end
        k == length(idx) && return true
        return idx[k+1] isa AbstractUnitRange && _scalars(k + 2) || _scalars(k + 1)
    end
    return idx[k] isa AbstractRange && _scalars(k + 1)
end
size(V::SubArray) = _totuple([length(i) for i in V.indices if !(i isa Integer)])
function _subindex(V::SubArray, i::Int)
    # Linear index i of the view: the index into the parent.
    if length(V.indices) == 1
        return (V.indices[1][i],)
    end
    dims = size(V)
    out = Any[]
    rest = i - 1
    k = 1
    for ind in V.indices
        if ind isa Integer
            push!(out, ind)
        else
            n = dims[k]
            push!(out, ind[rem(rest, n) + 1])
            rest = div(rest, n)
            k += 1
        end
    end
    return _totuple(out)
end
getindex(V::SubArray, i::Int) = V.parent[_subindex(V, i)...]
setindex!(V::SubArray, x, i::Int) = (V.parent[_subindex(V, i)...] = x; V)
getindex(V::SubArray, i::Int, j::Int) = V[i + (j - 1) * size(V, 1)]
setindex!(V::SubArray, x, i::Int, j::Int) = (V[i + (j - 1) * size(V, 1)] = x; V)
parent(V::SubArray) = V.parent
# "2-element view(::Matrix{Float64}, 1, :) with eltype Float64"
function summary(io::IO, V::SubArray)
    _summary_dims(io, size(V))
    print(io, "view(::")
    show(io, typeof(V.parent))
    for i in V.indices
        i isa Slice ? print(io, ", :") : print(io, ", ", i)
    end
    print(io, ") with eltype ")
    show(io, eltype(V))
    return nothing
end

# ---- Copying and construction ----
similar(A::AbstractArray) = similar(A, eltype(A), size(A))
similar(A::AbstractArray, ::Type{T}) where {T} = similar(A, T, size(A))
similar(A::AbstractArray, ::Type{T}, dims::Integer...) where {T} = similar(A, T, dims)
similar(A::AbstractArray, ::Type{T}, dims::Tuple) where {T} = Array{T, length(dims)}(undef, dims...)
similar(A::AbstractArray, dims::Integer...) = similar(A, eltype(A), dims)
copy(A::AbstractArray) = copyto!(similar(A), A)
function copyto!(dest::AbstractArray, src)
    i = 1
    for x in src
        dest[i] = x
        i += 1
    end
    return dest
end
# copyto!(dest, do, src, so, n): n elements from src[so] on to dest[do] on, by
# linear index (a source that is the destination is read as it was).
function copyto!(dest::AbstractArray, doffs::Integer, src::AbstractArray, soffs::Integer,
                 n::Integer)
    n == 0 && return dest
    n < 0 && throw(ArgumentError(string("tried to copy n=", n,
                                        " elements, but n should be nonnegative")))
    (1 <= doffs && doffs + n - 1 <= length(dest)) || throw(BoundsError(dest, doffs:doffs+n-1))
    (1 <= soffs && soffs + n - 1 <= length(src)) || throw(BoundsError(src, soffs:soffs+n-1))
    if dest isa Array && src isa Array && eltype(src) <: eltype(dest)
        Core.array_copyto(dest, Int(doffs), src, Int(soffs), Int(n))  # overlap-safe
        return dest
    end
    from = dest === src ? copy(src) : src
    for i in 0:n-1
        dest[doffs+i] = from[soffs+i]
    end
    return dest
end
function fill!(A::AbstractArray, x)
    for i in eachindex(A)
        A[i] = x
    end
    return A
end
vec(A::AbstractVector) = A
reshape(A::AbstractArray, dims::Integer...) = reshape(collect(A), dims...)

# A range reshaped stays lazy, as in Julia: a ReshapedArray over it (shown as
# `reshape(::UnitRange{Int64}, 2, 3) with eltype Int64`); one dimension of the
# same length is the range itself.
struct ReshapedArray{T, N, P, MI} <: AbstractArray{T, N}
    parent::P
    dims::Tuple
    mi::MI
end
function reshape(r::AbstractRange, dims::Integer...)
    d = _int_dims(dims)
    prod(d) == length(r) || throw(DimensionMismatch(
        "parent has $(length(r)) elements, which is incompatible with size $(d)"))
    length(d) == 1 && return r
    return ReshapedArray{eltype(r), length(d), typeof(r), Tuple{}}(r, d, ())
end
size(A::ReshapedArray) = A.dims
parent(A::ReshapedArray) = A.parent
getindex(A::ReshapedArray, i::Int) = A.parent[i]
function getindex(A::ReshapedArray, I::Int...)
    k = 0
    stride = 1
    for d in 1:length(I)
        n = d <= length(A.dims) ? A.dims[d] : 1
        (1 <= I[d] <= n) || throw_boundserror(A, I)
        k += (I[d] - 1) * stride
        stride *= n
    end
    return A.parent[k + 1]
end
reshape(A::ReshapedArray, dims::Integer...) = reshape(A.parent, dims...)
function summary(io::IO, A::ReshapedArray)
    dims = size(A)
    for d in 1:length(dims)
        print(io, dims[d])
        d < length(dims) && write(io, '×')
    end
    print(io, " reshape(::")
    show(io, typeof(A.parent))
    for d in dims
        print(io, ", ", d)
    end
    print(io, ") with eltype ")
    show(io, eltype(A))
    return nothing
end
reshape(A::AbstractArray, dims::Tuple) = reshape(A, dims...)
# One dimension given as `:` is what the others leave of the length.
function reshape(A::AbstractArray, dims::Union{Integer, Colon}...)
    known = 1
    ncolon = 0
    for d in dims
        d isa Colon ? (ncolon += 1) : (known *= Int(d))
    end
    ncolon == 1 || throw(DimensionMismatch("new dimensions $(dims) may have at most one omitted dimension specified by `Colon()`"))
    n = length(A)
    (known != 0 && n % known == 0) || throw(DimensionMismatch(
        "array size $(n) must be divisible by the product of the new dimensions $(dims)"))
    return reshape(A, map(d -> d isa Colon ? n ÷ known : Int(d), dims)...)
end
vec(A::AbstractArray) = reshape(A, length(A))
collect(A::AbstractArray) = copyto!(Array{eltype(A), ndims(A)}(undef, size(A)...), A)

# ---- Whole-array comparisons ----
# A missing comparison makes the answer missing unless some pair differs.
function ==(A::AbstractArray, B::AbstractArray)
    size(A) == size(B) || return false
    anymissing = false
    for i in 1:length(A)
        eq = A[i] == B[i]
        if eq isa Bool
            eq || return false
        elseif ismissing(eq)
            anymissing = true
        else
            eq || return false
        end
    end
    return anymissing ? missing : true
end
function isequal(A::AbstractArray, B::AbstractArray)
    size(A) == size(B) || return false
    for i in 1:length(A)
        isequal(A[i], B[i]) || return false
    end
    return true
end
function isless(A::AbstractVector, B::AbstractVector)
    for i in 1:min(length(A), length(B))
        isless(A[i], B[i]) && return true
        isless(B[i], A[i]) && return false
    end
    return length(A) < length(B)
end
cmp(A::AbstractVector, B::AbstractVector) = isless(A, B) ? -1 : (isless(B, A) ? 1 : 0)

# ---- Elementwise arithmetic (also reachable through broadcasting) ----
-(A::AbstractArray) = map(-, A)
+(A::AbstractArray, B::AbstractArray) = _elementwise(+, A, B)
-(A::AbstractArray, B::AbstractArray) = _elementwise(-, A, B)
# Shapes must agree except for trailing singleton dimensions (Julia's promote_shape);
# the result has the shape with more dimensions.
function _elementwise(op, A, B)
    size(A) == size(B) && return map(op, A, B)
    a, b = axes(A), axes(B)
    longer = length(a) < length(b) ? B : A
    length(a) < length(b) && ((a, b) = (b, a))
    for i in 1:length(b)
        a[i] != b[i] && throw(DimensionMismatch(
            "dimensions must match: a has dims $(a), b has dims $(b), mismatch at $(i)"))
    end
    for i in length(b)+1:length(a)
        a[i] != 1:1 && throw(DimensionMismatch(
            "dimensions must match: a has dims $(a), must have singleton at dim $(i)"))
    end
    return reshape(map(op, vec(A), vec(B)), size(longer))
end
*(x::Number, A::AbstractArray) = map(a -> x * a, A)
*(A::AbstractArray, x::Number) = map(a -> a * x, A)
/(A::AbstractArray, x::Number) = map(a -> a / x, A)

# ---- map, foreach, filter ----
function map(f, A::AbstractArray)
    isempty(A) && return similar(A, _default_eltype(Generator(f, A)))
    started = false
    local dest
    for (i, a) in enumerate(A)
        y = f(a)
        if !started
            dest = similar(A, typeof(y))
            started = true
        elseif !(y isa eltype(dest))
            dest = _widen_copy(dest, y, i - 1)
        end
        dest[i] = y
    end
    return dest
end
function map(f, A::AbstractArray, B::AbstractArray)
    n = min(length(A), length(B))
    if n == 0
        T = promote_typejoin_union(_return_type(f, Tuple{eltype(A), eltype(B)}))
        return size(A) == size(B) ? similar(A, T) : Vector{T}()
    end
    dest = nothing
    for i in 1:n
        y = f(A[i], B[i])
        if dest === nothing
            dest = Vector{typeof(y)}(undef, n)
        elseif !(y isa eltype(dest))
            dest = _widen_copy(dest, y, i - 1)
        end
        dest[i] = y
    end
    return size(A) == size(B) ? reshape(dest, size(A)...) : dest
end
map(f, A::AbstractArray, B::AbstractArray, C::AbstractArray) =
    [f(A[i], B[i], C[i]) for i in 1:min(length(A), length(B), length(C))]
# A copy of the first n elements of dest with an element type that also holds y.
function _widen_copy(dest, y, n)
    T = promote_typejoin(eltype(dest), typeof(y))
    new = similar(dest, T)
    for i in 1:n
        new[i] = dest[i]
    end
    return new
end
map(f, itr) = collect(Generator(f, itr))
map(f, itr, itrs...) = collect(Generator(t -> f(t...), zip(itr, itrs...)))
function map!(f, dest::AbstractArray, A::AbstractArray)
    for i in eachindex(A)
        dest[i] = f(A[i])
    end
    return dest
end
function foreach(f, itr)
    for x in itr
        f(x)
    end
    return nothing
end
foreach(f, itr, itrs...) = (for t in zip(itr, itrs...); f(t...); end; nothing)

function filter(f, A::AbstractArray)
    out = similar(A, eltype(A), 0)
    for x in A
        f(x) && push!(out, x)
    end
    return out
end
function filter!(f, v::AbstractVector)
    j = 1
    for i in 1:length(v)
        x = v[i]
        if f(x)
            v[j] = x
            j += 1
        end
    end
    resize!(v, j - 1)
    return v
end

function reverse(A::AbstractVector, start::Integer = 1, stop::Integer = length(A); dims = :)
    dims === (:) || dims == 1 || throw(ArgumentError("invalid dimension $dims in reverse"))
    B = copy(A)
    for i in start:stop
        B[i] = A[start + stop - i]
    end
    return B
end
# reverse(A; dims): A with the order along dimension `dims` (every dimension when
# `dims` is not given) reversed.
function reverse(A::AbstractArray; dims = :)
    idx = ntuple(d -> (dims === (:) || d in dims) ? (size(A, d):-1:1) : (1:size(A, d)), ndims(A))
    return A[idx...]
end
reverse(A::AbstractVector; dims = :) = reverse(A, 1, length(A))
function reverse!(A::AbstractVector, start::Integer = 1, stop::Integer = length(A))
    i = start
    j = stop
    while i < j
        A[i], A[j] = A[j], A[i]
        i += 1
        j -= 1
    end
    return A
end

# ---- permutedims (copies; the lazy transposes are in adjoint.jl) ----
function permutedims(A::AbstractMatrix)
    m, n = size(A)
    B = similar(A, eltype(A), n, m)
    for j in 1:n, i in 1:m
        B[j, i] = A[i, j]
    end
    return B
end
permutedims(v::AbstractVector) = reshape(copy(v), 1, length(v))
const AbstractVecOrMat = Union{AbstractVector, AbstractMatrix}
function circshift(v::AbstractVector, k::Integer)
    n = length(v)
    n == 0 && return copy(v)
    return [v[mod(i - 1 - k, n) + 1] for i in 1:n]
end

first(A::AbstractArray) = isempty(A) ? throw(BoundsError(A, (1,))) : A[1]
last(A::AbstractArray) = isempty(A) ? throw(BoundsError(A, (0,))) : A[end]
first(A::AbstractVector, n::Integer) = A[1:min(n, length(A))]
last(A::AbstractVector, n::Integer) = A[max(1, length(A) - n + 1):end]

function in(x, A::AbstractArray)
    for y in A
        (y == x) === true && return true
    end
    return false
end

# For each element of a, its first index in b, or nothing.
function indexin(a, b::AbstractArray)
    first_index = Dict{eltype(b), Int}()
    for (k, x) in enumerate(b)
        haskey(first_index, x) || (first_index[x] = k)
    end
    return Union{Nothing, Int}[get(first_index, x, nothing) for x in a]
end
