# Multidimensional indices (Julia manual, "Multi-dimensional Arrays", "Iteration"):
# CartesianIndex, a tuple of indices used as one index, and CartesianIndices, the
# array of every CartesianIndex of a shape, iterated in column-major order. They are
# the keys of a multidimensional array: what `keys`, `pairs`, `findall`, `findfirst`,
# `findmax` and `argmax` give for a Matrix.

struct CartesianIndex{N}
    I::NTuple{N, Int}
    CartesianIndex{N}(I::Tuple) where {N} = new(map(Int, I))
end
CartesianIndex(I::Tuple) = CartesianIndex{length(I)}(I)
CartesianIndex(I::Integer...) = CartesianIndex{length(I)}(I)
CartesianIndex(I::Union{Integer, CartesianIndex}...) = CartesianIndex(_flatten_cartesian(I))
CartesianIndex{N}(I::Integer...) where {N} = CartesianIndex{N}(I)
function _flatten_cartesian(I::Tuple)
    out = Int[]
    for i in I
        i isa CartesianIndex ? append!(out, i.I) : push!(out, Int(i))
    end
    return Tuple(out)
end

Tuple(I::CartesianIndex) = I.I
length(::CartesianIndex{N}) where {N} = N
getindex(I::CartesianIndex, i::Integer) = I.I[i]
iterate(::CartesianIndex, state...) =
    error("iteration is deliberately unsupported for CartesianIndex. Use `I` rather than `I...`, or use `Tuple(I)...`")
broadcastable(I::CartesianIndex) = Ref(I)

zero(::CartesianIndex{N}) where {N} = CartesianIndex(ntuple(_ -> 0, N))
zero(::Type{CartesianIndex{N}}) where {N} = CartesianIndex(ntuple(_ -> 0, N))
oneunit(::CartesianIndex{N}) where {N} = CartesianIndex(ntuple(_ -> 1, N))
oneunit(::Type{CartesianIndex{N}}) where {N} = CartesianIndex(ntuple(_ -> 1, N))

-(I::CartesianIndex) = CartesianIndex(map(-, I.I))
+(a::CartesianIndex{N}, b::CartesianIndex{N}) where {N} = CartesianIndex(map(+, a.I, b.I))
-(a::CartesianIndex{N}, b::CartesianIndex{N}) where {N} = CartesianIndex(map(-, a.I, b.I))
min(a::CartesianIndex{N}, b::CartesianIndex{N}) where {N} = CartesianIndex(map(min, a.I, b.I))
max(a::CartesianIndex{N}, b::CartesianIndex{N}) where {N} = CartesianIndex(map(max, a.I, b.I))
*(k::Integer, I::CartesianIndex) = CartesianIndex(map(x -> k * x, I.I))
*(I::CartesianIndex, k::Integer) = k * I
==(a::CartesianIndex, b::CartesianIndex) = a.I == b.I
isequal(a::CartesianIndex, b::CartesianIndex) = isequal(a.I, b.I)
hash(I::CartesianIndex, h::UInt64) = hash(I.I, hash(:CartesianIndex, h))
# Column-major order: the last coordinate is compared first.
isless(a::CartesianIndex{N}, b::CartesianIndex{N}) where {N} = isless(reverse(a.I), reverse(b.I))

show(io::IO, I::CartesianIndex) = (print(io, "CartesianIndex"); show(io, I.I))

# A[I] and A[I] = v with I a CartesianIndex: A[I.I...].
getindex(A::AbstractArray, I::CartesianIndex) = A[I.I...]
setindex!(A::AbstractArray, v, I::CartesianIndex) = (A[I.I...] = v; A)
getindex(A::AbstractArray, I::AbstractVector{<:CartesianIndex}) = [A[i] for i in I]
setindex!(A::AbstractArray, X, I::AbstractVector{<:CartesianIndex}) = _setindex_each!(A, X, I)
checkbounds(::Type{Bool}, A::AbstractArray, I::CartesianIndex) =
    length(I) == ndims(A) && all(d -> 1 <= I.I[d] <= size(A, d), 1:length(I))

# ---- CartesianIndices: every index of a shape, as an array ----
struct CartesianIndices{N, R} <: AbstractArray{CartesianIndex{N}, N}
    indices::R
end
_cartesian_range(r::Integer) = OneTo(Int(r))
_cartesian_range(r::AbstractUnitRange) = r
_cartesian_range(r::AbstractRange) = r
CartesianIndices(inds::Tuple) = _cartesian_indices(map(_cartesian_range, inds))
_cartesian_indices(rs::Tuple) = CartesianIndices{length(rs), typeof(rs)}(rs)
CartesianIndices(inds::Union{Integer, AbstractRange}...) = CartesianIndices(inds)
CartesianIndices(A::AbstractArray) = CartesianIndices(size(A))
CartesianIndices(I::CartesianIndices) = I
(:)(a::CartesianIndex{N}, b::CartesianIndex{N}) where {N} = CartesianIndices(map(:, a.I, b.I))

size(R::CartesianIndices) = map(length, R.indices)
length(R::CartesianIndices) = prod(size(R))
axes(R::CartesianIndices) = map(r -> OneTo(length(r)), R.indices)
eltype(::Type{<:CartesianIndices{N}}) where {N} = CartesianIndex{N}
function getindex(R::CartesianIndices{N}, i::Int) where {N}
    1 <= i <= length(R) || throw_boundserror(R, (i,))
    k = i - 1
    out = Int[]
    for r in R.indices
        n = length(r)
        push!(out, r[k % n + 1])
        k = div(k, n)
    end
    return CartesianIndex{N}(Tuple(out))
end
function getindex(R::CartesianIndices{N}, I::Int...) where {N}
    length(I) == N || return R[LinearIndices(size(R))[I...]]
    for d in 1:N
        1 <= I[d] <= length(R.indices[d]) || throw_boundserror(R, I)
    end
    return CartesianIndex{N}(ntuple(d -> R.indices[d][I[d]], N))
end
getindex(R::CartesianIndices, I::Integer...) = R[map(Int, I)...]
first(R::CartesianIndices) = CartesianIndex(map(first, R.indices))
last(R::CartesianIndices) = CartesianIndex(map(last, R.indices))
in(I::CartesianIndex{N}, R::CartesianIndices{N}) where {N} = all(d -> I.I[d] in R.indices[d], 1:N)

# Iteration: the first coordinate runs fastest.
function iterate(R::CartesianIndices)
    any(isempty, R.indices) && return nothing
    I = first(R)
    return (I, I)
end
function iterate(R::CartesianIndices{N}, state::CartesianIndex{N}) where {N}
    t = state.I
    out = Int[]
    carry = true
    for d in 1:N
        r = R.indices[d]
        if carry
            if t[d] < last(r)
                push!(out, t[d] + step(r))
                carry = false
            else
                push!(out, first(r))
            end
        else
            push!(out, t[d])
        end
    end
    carry && return nothing
    I = CartesianIndex{N}(Tuple(out))
    return (I, I)
end

_xform_cartesian_range(r::OneTo) = length(r)
_xform_cartesian_range(r) = r
function show(io::IO, R::CartesianIndices)
    print(io, "CartesianIndices(")
    show(io, map(_xform_cartesian_range, R.indices))
    print(io, ")")
end

# ---- LinearIndices: the linear index of each position of a shape ----
struct LinearIndices{N} <: AbstractArray{Int, N}
    dims::NTuple{N, Int}
end
LinearIndices(dims::Tuple) = LinearIndices{length(dims)}(map(Int, dims))
LinearIndices(A::AbstractArray) = LinearIndices(size(A))
size(L::LinearIndices) = L.dims
getindex(L::LinearIndices, i::Int) = (1 <= i <= prod(L.dims) || throw_boundserror(L, (i,)); i)
function getindex(L::LinearIndices, I::Int...)
    k = 0
    stride = 1
    for d in 1:length(I)
        n = d <= length(L.dims) ? L.dims[d] : 1
        1 <= I[d] <= n || throw_boundserror(L, I)
        k += (I[d] - 1) * stride
        stride *= n
    end
    return k + 1
end
getindex(L::LinearIndices, I::CartesianIndex) = L[I.I...]

# The key of a multidimensional array's element at linear index i.
_key_of(A::AbstractVector, i::Int) = i
_key_of(A::AbstractArray, i::Int) = CartesianIndices(A)[i]

# ---- IndexStyle: how an array prefers to be indexed ----
abstract type IndexStyle end
struct IndexLinear <: IndexStyle end
struct IndexCartesian <: IndexStyle end
IndexStyle(A::AbstractArray) = IndexStyle(typeof(A))
IndexStyle(::Type{<:AbstractArray}) = IndexCartesian()
IndexStyle(::Type{<:Array}) = IndexLinear()
IndexStyle(::Type{<:AbstractRange}) = IndexLinear()
IndexStyle(A::AbstractArray, B::AbstractArray...) =
    all(x -> IndexStyle(x) isa IndexLinear, (A, B...)) ? IndexLinear() : IndexCartesian()

# A[i] and A[i] = v with one (linear) index into an array of several dimensions that
# defines only A[i, j, ...] (IndexCartesian): the first index varies fastest.
function getindex(A::AbstractArray, i::Integer)
    if ndims(A) == 1
        i isa Int && throw(MethodError(getindex, (A, i)))
        return A[Int(i)]
    end
    checkbounds(A, i)
    return A[CartesianIndices(size(A))[Int(i)]]
end
function setindex!(A::AbstractArray, v, i::Integer)
    if ndims(A) == 1
        i isa Int && throw(MethodError(setindex!, (A, v, i)))
        return setindex!(A, v, Int(i))
    end
    checkbounds(A, i)
    A[CartesianIndices(size(A))[Int(i)]] = v
    return A
end
