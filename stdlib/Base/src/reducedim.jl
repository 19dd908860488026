# Reductions along dimensions (`sum(A; dims = 1)` ...), cumulative sums along a
# dimension, mapslices, and the slices eachrow / eachcol / eachslice
# (Julia manual, "Multi-dimensional Arrays"; base/reducedim.jl, base/slicearray.jl).

_dims_tuple(d::Integer) = (Int(d),)
_dims_tuple(d::Tuple) = map(Int, d)
_dims_tuple(d::AbstractVector) = Tuple(Int(x) for x in d)
_dims_tuple(::Colon) = nothing

# An Array of the values, with the narrowest element type that holds them all.
function _narrow_array(vals::Vector{Any}, shape)
    T = isempty(vals) ? Any : typeof(vals[1])
    for v in vals
        T = promote_typejoin(T, typeof(v))
    end
    out = Array{T}(undef, shape...)
    for i in 1:length(vals)
        out[i] = vals[i]
    end
    return out
end

# op folded over the elements of A whose indices differ only in `dims`; f applied to
# each element first. The result keeps A's dimensions, with length 1 along `dims`.
function _reducedim(f, op, A::AbstractArray, dims, first1)
    rd = _dims_tuple(dims)
    rd === nothing && return fill(_reduce_all(f, op, A, first1))
    for d in rd
        d < 1 && throw(ArgumentError(string("region dimension(s) must be ≥ 1, got ", d)))
    end
    nd = max(ndims(A), maximum(rd))
    sz = ntuple(d -> size(A, d), nd)
    outsz = ntuple(d -> d in rd ? 1 : sz[d], nd)
    nout = prod(outsz)
    vals = Vector{Any}(undef, nout)
    seen = fill(false, nout)
    n = length(A)
    for i in 1:n
        # The output's linear index: A's subscripts with the reduced ones set to 1.
        r = i - 1
        o = 0
        stride = 1
        for d in 1:nd
            s = r % sz[d]
            r = div(r, sz[d])
            d in rd || (o += s * stride)
            stride *= outsz[d]
        end
        o += 1
        v = f(A[i])
        if seen[o]
            vals[o] = op(vals[o], v)
        else
            vals[o] = first1(v)
            seen[o] = true
        end
    end
    if n == 0
        for o in 1:nout
            vals[o] = _reduce_empty(op, A)
        end
    end
    return _narrow_array(vals, outsz)
end
function _reduce_all(f, op, A, first1)
    v = nothing
    for (k, x) in enumerate(A)
        v = k == 1 ? first1(f(x)) : op(v, f(x))
    end
    return v
end

# mapreduce and reduce along dims: each slice folded from `init` when given, else from
# its first element.
function mapreduce(f, op, A::AbstractArray; init = _noinit, dims = nothing)
    dims === nothing && return mapfoldl(f, op, A; init = init)
    return _reducedim(f, op, A, dims, init === _noinit ? identity : (v -> op(init, v)))
end
reduce(op, A::AbstractArray; init = _noinit, dims = nothing) =
    mapreduce(identity, op, A; init = init, dims = dims)

function sum(f, A::AbstractArray; init = _noinit, dims = nothing)
    dims === nothing || return _reducedim(f, add_sum, A, dims, _add_sum_promote)
    return _mapreduce_array(f, add_sum, A, init)
end
function sum(A::AbstractArray; init = _noinit, dims = nothing)
    dims === nothing || return _reducedim(identity, add_sum, A, dims, _add_sum_promote)
    return _mapreduce_array(identity, add_sum, A, init)
end
function prod(A::AbstractArray; init = _noinit, dims = nothing)
    dims === nothing || return _reducedim(identity, mul_prod, A, dims, _add_sum_promote)
    return mapreduce(identity, mul_prod, A; init = init)
end
function prod(f, A::AbstractArray; init = _noinit, dims = nothing)
    dims === nothing || return _reducedim(f, mul_prod, A, dims, _add_sum_promote)
    return mapreduce(f, mul_prod, A; init = init)
end
function maximum(A::AbstractArray; init = _noinit, dims = nothing)
    dims === nothing || return _reducedim(identity, max, A, dims, identity)
    return mapreduce(identity, max, A; init = init)
end
function maximum(f, A::AbstractArray; init = _noinit, dims = nothing)
    dims === nothing || return _reducedim(f, max, A, dims, identity)
    return mapreduce(f, max, A; init = init)
end
function minimum(A::AbstractArray; init = _noinit, dims = nothing)
    dims === nothing || return _reducedim(identity, min, A, dims, identity)
    return mapreduce(identity, min, A; init = init)
end
function minimum(f, A::AbstractArray; init = _noinit, dims = nothing)
    dims === nothing || return _reducedim(f, min, A, dims, identity)
    return mapreduce(f, min, A; init = init)
end
function any(A::AbstractArray; dims = nothing)
    dims === nothing || return _reducedim(identity, |, A, dims, identity)
    return any(identity, A)
end
function all(A::AbstractArray; dims = nothing)
    dims === nothing || return _reducedim(identity, &, A, dims, identity)
    return all(identity, A)
end
function count(A::AbstractArray; dims = nothing)
    dims === nothing || return _reducedim(x -> Int(x), +, A, dims, identity)
    return count(identity, A)
end
function extrema(A::AbstractArray; dims = nothing)
    dims === nothing || return _reducedim(x -> (x, x), (a, b) -> (min(a[1], b[1]), max(a[2], b[2])),
                                          A, dims, identity)
    return extrema(identity, A)
end
# Along dims: the extreme values and their CartesianIndex (the first of equal ones).
function findmax(A::AbstractArray; dims = nothing)
    dims === nothing && return findmax(identity, A)
    return _findext_dims((a, b) -> b[1] > a[1] ? b : a, A, dims)
end
function findmin(A::AbstractArray; dims = nothing)
    dims === nothing && return findmin(identity, A)
    return _findext_dims((a, b) -> b[1] < a[1] ? b : a, A, dims)
end
function _findext_dims(op, A::AbstractArray, dims)
    P = reshape([(A[I], I) for I in CartesianIndices(A)], size(A))
    R = _reducedim(identity, op, P, dims, identity)
    return (map(first, R), map(last, R))
end

# ---- Cumulative sums and products along a dimension ----
function _accumulate_dim(op, A::AbstractArray, d::Int)
    isempty(A) && return copy(A)
    sz = size(A)
    T = eltype(A)
    S = T <: Number && isconcretetype(T) ? typeof(_add_sum_promote(zero(T))) :
        typeof(_add_sum_promote(first(A)))
    out = similar(A, S)
    n = length(A)
    stride = 1
    for k in 1:d-1
        stride *= sz[k]
    end
    len = d <= ndims(A) ? sz[d] : 1
    for i in 1:n
        # The position along d of linear index i.
        pos = div(i - 1, stride) % len
        out[i] = pos == 0 ? _add_sum_promote(A[i]) : op(out[i - stride], A[i])
    end
    return out
end
cumsum(A::AbstractArray; dims::Integer) = _accumulate_dim(add_sum, A, Int(dims))
cumprod(A::AbstractArray; dims::Integer) = _accumulate_dim(mul_prod, A, Int(dims))
cumsum(v::AbstractVector; dims::Integer = 1) = _accumulate_dim(add_sum, v, Int(dims))
cumprod(v::AbstractVector; dims::Integer = 1) = _accumulate_dim(mul_prod, v, Int(dims))

# ---- Slices ----
eachrow(A::AbstractMatrix) = [view(A, i, :) for i in 1:size(A, 1)]
eachrow(v::AbstractVector) = [view(v, i) for i in 1:length(v)]
eachcol(A::AbstractMatrix) = [view(A, :, j) for j in 1:size(A, 2)]
eachcol(v::AbstractVector) = [view(v, :)]
function eachslice(A::AbstractArray; dims)
    d = dims isa Integer ? Int(dims) : Int(dims[1])
    ndims(A) == 2 || ndims(A) == 1 || throw(ArgumentError("eachslice supports vectors and matrices"))
    if ndims(A) == 1
        return [view(A, i) for i in 1:length(A)]
    end
    return d == 1 ? eachrow(A) : eachcol(A)
end

# f applied to each slice along `dims` (the columns for dims = 1, the rows for
# dims = 2); scalar results fill a dimension of length 1, vectors a full one.
function mapslices(f, A::AbstractMatrix; dims)
    d = dims isa Integer ? Int(dims) : Int(dims[1])
    m, n = size(A)
    if d == 1
        rs = [f(A[:, j]) for j in 1:n]
        k = rs[1] isa AbstractArray ? length(rs[1]) : 1
        out = Array{typeof(first(rs[1]))}(undef, k, n)
        for j in 1:n, i in 1:k
            out[i, j] = rs[j][i]
        end
        return out
    else
        rs = [f(A[i, :]) for i in 1:m]
        k = rs[1] isa AbstractArray ? length(rs[1]) : 1
        out = Array{typeof(first(rs[1]))}(undef, m, k)
        for i in 1:m, j in 1:k
            out[i, j] = rs[i][j]
        end
        return out
    end
end
mapslices(f, v::AbstractVector; dims) = [f(v)]

# selectdim(A, d, i): the slice of A with index i along dimension d.
function selectdim(A::AbstractArray, d::Integer, i)
    idx = ntuple(k -> k == d ? i : (:), ndims(A))
    return view(A, idx...)
end
