# Rearranging arrays: diff, repeat, rotations, circshift, cat, permutedims of any
# permutation (base/multidimensional.jl, base/abstractarraymath.jl, base/arraymath.jl).

# Differences of neighbours: along the only dimension of a vector, or `dims` of a matrix.
function diff(v::AbstractVector)
    n = length(v)
    n <= 1 && return similar(v, typeof(zero(eltype(v)) - zero(eltype(v))), 0)
    return [v[i+1] - v[i] for i in 1:n-1]
end
function diff(A::AbstractMatrix; dims::Integer)
    m, n = size(A)
    if dims == 1
        return [A[i+1, j] - A[i, j] for i in 1:m-1, j in 1:n]
    elseif dims == 2
        return [A[i, j+1] - A[i, j] for i in 1:m, j in 1:n-1]
    end
    throw(ArgumentError(string("dimension ", dims, " out of range (1:2)")))
end

# repeat(A, counts...): the whole array tiled counts[d] times along dimension d;
# `inner` repeats each element first.
function repeat(A::AbstractArray, counts::Integer...)
    return _repeat(A, ntuple(_ -> 1, length(counts)), map(Int, counts))
end
function repeat(A::AbstractArray; inner = nothing, outer = nothing)
    nd = max(ndims(A), inner === nothing ? 0 : length(inner), outer === nothing ? 0 : length(outer))
    inn = inner === nothing ? ntuple(_ -> 1, nd) : ntuple(d -> d <= length(inner) ? Int(inner[d]) : 1, nd)
    out = outer === nothing ? ntuple(_ -> 1, nd) : ntuple(d -> d <= length(outer) ? Int(outer[d]) : 1, nd)
    return _repeat(A, inn, out)
end
function _repeat(A::AbstractArray, inner::Tuple, outer::Tuple)
    nd = max(ndims(A), length(inner), length(outer))
    src = ntuple(d -> size(A, d), nd)
    inn = ntuple(d -> d <= length(inner) ? inner[d] : 1, nd)
    out = ntuple(d -> d <= length(outer) ? outer[d] : 1, nd)
    dst = ntuple(d -> src[d] * inn[d] * out[d], nd)
    R = Array{eltype(A)}(undef, dst...)
    for k in 1:length(R)
        # The source element of R's linear index k.
        r = k - 1
        lin = 0
        stride = 1
        for d in 1:nd
            s = r % dst[d]
            r = div(r, dst[d])
            lin += (div(s, inn[d]) % src[d]) * stride
            stride *= src[d]
        end
        R[k] = A[lin+1]
    end
    return R
end

rot180(A::AbstractMatrix) = (m = size(A, 1); n = size(A, 2); [A[m+1-i, n+1-j] for i in 1:m, j in 1:n])
rotl90(A::AbstractMatrix) = (m = size(A, 1); n = size(A, 2); [A[j, n+1-i] for i in 1:n, j in 1:m])
rotr90(A::AbstractMatrix) = (m = size(A, 1); n = size(A, 2); [A[m+1-j, i] for i in 1:n, j in 1:m])
rot180(A::AbstractMatrix, k::Integer) = iseven(k) ? copy(A) : rot180(A)
function rotl90(A::AbstractMatrix, k::Integer)
    k = mod(k, 4)
    return k == 0 ? copy(A) : k == 1 ? rotl90(A) : k == 2 ? rot180(A) : rotr90(A)
end
rotr90(A::AbstractMatrix, k::Integer) = rotl90(A, -k)

# circshift along each dimension: shifts[d] places toward higher indices.
function circshift(A::AbstractArray, shifts)
    sh = shifts isa Integer ? (Int(shifts),) : map(Int, Tuple(shifts))
    nd = ndims(A)
    sz = size(A)
    R = similar(A)
    for k in 1:length(A)
        r = k - 1
        lin = 0
        stride = 1
        for d in 1:nd
            s = r % sz[d]
            r = div(r, sz[d])
            t = d <= length(sh) ? mod(s - sh[d], sz[d]) : s
            lin += t * stride
            stride *= sz[d]
        end
        R[k] = A[lin+1]
    end
    return R
end
# circshift!(dest, src, shifts): src shifted into dest; circshift!(v, k) in place.
function circshift!(dest::AbstractArray, src::AbstractArray, shifts)
    size(dest) == size(src) || throw(ArgumentError("dest and src must have the same size"))
    dest === src && throw(ArgumentError("dest and src must be separate arrays"))
    return copyto!(dest, circshift(src, shifts))
end
circshift!(v::AbstractVector, k::Integer) = copyto!(v, circshift(v, k))
circshift(A::AbstractArray, shift::Integer, dim::Integer) =
    circshift(A, ntuple(d -> d == dim ? Int(shift) : 0, max(ndims(A), Int(dim))))

# cat along `dims`: 1 is vcat, 2 is hcat; a higher dimension stacks the arrays (a scalar
# counts as an array of size 1 in every dimension).
function cat(xs...; dims)
    if !(dims isa Val || dims isa Integer) && length(dims) > 1
        return _cat_diag(_cat_eltype(xs), Int[d for d in dims], xs)
    end
    d = dims isa Val ? _val_param(dims) : dims isa Integer ? Int(dims) : Int(dims[1])
    d == 1 && return vcat(xs...)
    d == 2 && return hcat(xs...)
    return _cat_along(_cat_eltype(xs), d, xs)
end
_val_param(::Val{N}) where {N} = Int(N)
# Several dims at once: the arrays along the diagonal of those dims, zeros elsewhere.
function _cat_diag(::Type{T}, ds::Vector{Int}, xs) where {T}
    sz(x, k) = x isa AbstractArray ? size(x, k) : 1
    nd = maximum(ds)
    for x in xs
        x isa AbstractArray && (nd = max(nd, ndims(x)))
    end
    out = [k in ds ? sum(x -> sz(x, k), xs) : sz(xs[1], k) for k in 1:nd]
    for x in xs, k in 1:nd
        (k in ds || sz(x, k) == out[k]) || throw(DimensionMismatch(
            string("mismatch in dimension ", k, " (expected ", out[k], " got ", sz(x, k), ")")))
    end
    R = fill(zero(T), out...)
    off = zeros(Int, nd)
    for x in xs
        n = 0
        for I in CartesianIndices(Tuple(sz(x, k) for k in 1:nd))
            n += 1
            R[ntuple(k -> I[k] + off[k], nd)...] = x isa AbstractArray ? x[n] : x
        end
        for k in ds
            off[k] += sz(x, k)
        end
    end
    return R
end

function _cat_along(::Type{T}, d::Int, xs) where {T}
    sz(x, k) = x isa AbstractArray ? size(x, k) : 1
    nd = d
    for x in xs
        x isa AbstractArray && (nd = max(nd, ndims(x)))
    end
    out = [k == d ? 0 : sz(xs[1], k) for k in 1:nd]
    for x in xs
        for k in 1:nd
            k == d && continue
            sz(x, k) == out[k] || throw(DimensionMismatch(
                string("mismatch in dimension ", k, " (expected ", out[k], " got ", sz(x, k), ")")))
        end
        out[d] += sz(x, d)
    end
    R = Array{T}(undef, out...)
    inner = prod(out[1:(d - 1)])
    outer = prod(out[(d + 1):nd])
    off = 0
    for x in xs
        n = sz(x, d)
        for o in 0:(outer - 1), j in 0:(n - 1), i in 1:inner
            R[i + (off + j) * inner + o * inner * out[d]] =
                x isa AbstractArray ? x[i + j * inner + o * inner * n] : x
        end
        off += n
    end
    return R
end

# The literals [a;;; b] (and with more semicolons) concatenate along that dimension.
_ncat(d::Int, xs...) = cat(xs...; dims = d)
_typed_ncat(::Type{T}, d::Int, xs...) where {T} = _cat_along(T, d, xs)

# permutedims(A, perm): dimension d of the result is dimension perm[d] of A.
function permutedims(A::AbstractArray, perm)
    p = map(Int, Tuple(perm))
    nd = ndims(A)
    length(p) == nd || throw(ArgumentError("no valid permutation of dimensions"))
    sz = size(A)
    dst = ntuple(d -> sz[p[d]], nd)
    R = Array{eltype(A)}(undef, dst...)
    strides = zeros(Int, nd)
    acc = 1
    for d in 1:nd
        strides[d] = acc
        acc *= sz[d]
    end
    for k in 1:length(R)
        r = k - 1
        lin = 0
        for d in 1:nd
            s = r % dst[d]
            r = div(r, dst[d])
            lin += s * strides[p[d]]
        end
        R[k] = A[lin+1]
    end
    return R
end

# replace(A, old => new, ...): a copy with the elements equal to an `old` replaced.
# The element type drops a singleton type that is replaced (Missing, Nothing) and
# admits the new values'.
function replace(A::AbstractArray, old_new::Pair...; count::Integer = typemax(Int))
    T = eltype(A)
    for p in old_new
        if T isa Union && typeof(p.first) <: T && Core.type_issingleton(typeof(p.first))
            T = _drop_member(T, typeof(p.first))
        end
        T = promote_type(T, typeof(p.second))
    end
    out = similar(A, T)
    n = 0
    for i in eachindex(A)
        x = A[i]
        if n < count
            for p in old_new
                if isequal(x, p.first)
                    x = p.second
                    n += 1
                    break
                end
            end
        end
        out[i] = x
    end
    return out
end
function replace!(A::AbstractArray, old_new::Pair...; count::Integer = typemax(Int))
    n = 0
    for i in eachindex(A)
        n >= count && break
        for p in old_new
            if isequal(A[i], p.first)
                A[i] = p.second
                n += 1
                break
            end
        end
    end
    return A
end
replace(f::Function, A::AbstractArray) = map(f, A)
function _drop_member(T, S)
    T === S && return Union{}
    T isa Union || return T
    return Union{_drop_member(T.a, S), _drop_member(T.b, S)}
end

# stack(slices; dims): equally sized arrays (or tuples, or numbers) as the slices of
# one array, along a new last dimension or along `dims`.
function stack(iter; dims::Union{Integer, Colon} = :)
    xs = collect(iter)
    isempty(xs) && throw(ArgumentError("cannot stack an empty collection"))
    first_x = first(xs)
    sz = first_x isa AbstractArray ? size(first_x) : (length(first_x),)
    T = eltype(eltype(xs))
    out = Vector{T}()
    for x in xs
        xsz = x isa AbstractArray ? size(x) : (length(x),)
        xsz == sz || throw(DimensionMismatch(string("stack expects uniform slices, got axes(x) == ",
            map(n -> 1:n, xsz), " while first had ", map(n -> 1:n, sz))))
        for v in x
            push!(out, v)
        end
    end
    N = length(sz)
    B = reshape(out, sz..., length(xs))
    (dims isa Colon || dims == N + 1) && return B
    1 <= dims <= N + 1 || throw(ArgumentError(string("cannot stack slices ndims(x) = ", N,
                                                     " along dims = ", dims)))
    perm = [1:dims-1; N + 1; dims:N]
    return permutedims(B, perm)
end
stack(f, iter; dims::Union{Integer, Colon} = :) = stack(f(x) for x in iter; dims = dims)

# dropdims(A; dims): A without the given dimensions, each of which must have size 1.
function dropdims(A::AbstractArray; dims)
    ds = dims isa Integer ? (Int(dims),) : Tuple(Int(d) for d in dims)
    for d in ds
        (1 <= d <= ndims(A)) || throw(ArgumentError("dropped dims must be in range 1:ndims(A)"))
        size(A, d) == 1 || throw(ArgumentError("dropped dims must all be size 1"))
    end
    length(unique(ds)) == length(ds) || throw(ArgumentError("dropped dims must be unique"))
    keep = Int[size(A, d) for d in 1:ndims(A) if !(d in ds)]
    return reshape(A, keep...)
end

# ---- Small in-place helpers ----
function clamp!(x::AbstractArray, lo, hi)
    for i in eachindex(x)
        x[i] = clamp(x[i], lo, hi)
    end
    return x
end
cumsum!(dest::AbstractArray, src::AbstractArray) = copyto!(dest, cumsum(src))
cumprod!(dest::AbstractArray, src::AbstractArray) = copyto!(dest, cumprod(src))
function copy!(dest::AbstractVector, src::AbstractVector)
    dest isa Vector && length(dest) != length(src) && resize!(dest, length(src))
    return copyto!(dest, src)
end
copy!(dest::AbstractArray, src::AbstractArray) =
    (size(dest) == size(src) || throw(ArgumentError("arrays must have the same axes for copy! (consider using `copyto!`)")); copyto!(dest, src))
# invperm(p): the inverse of the permutation p.
function invperm(p::AbstractVector)
    n = length(p)
    b = zeros(Int, n)
    for (i, j) in enumerate(p)
        ((1 <= j <= n) && b[j] == 0) || throw(ArgumentError("argument is not a permutation"))
        b[j] = i
    end
    return b
end
# popat!(a, i[, default]): remove and return a[i].
function popat!(a::Vector, i::Integer)
    x = a[i]
    deleteat!(a, i)
    return x
end
popat!(a::Vector, i::Integer, default) = 1 <= i <= length(a) ? popat!(a, i) : default
# nextprod(factors, n): the smallest product of powers of factors that is >= n.
function nextprod(a::Union{Tuple{Vararg{Integer}}, AbstractVector{<:Integer}}, x::Real)
    best = typemax(Int)
    function search(i, p)
        if p >= x
            p < best && (best = p)
            return
        end
        i > length(a) && return
        q = p
        while true
            search(i + 1, q)
            q >= x && break
            q *= a[i]
        end
    end
    search(1, 1)
    return best
end

# reinterpret: the same bits read as another type of the same size. An array is
# read into a new array (a copy, not a view sharing memory with the original).
function reinterpret(::Type{T}, x) where {T}
    sizeof(T) == sizeof(x) || throw(ArgumentError(string("cannot reinterpret an `",
        typeof(x), "` as `", T, "`, as their sizes differ")))
    return bitcast(T, x)
end
_uint_sized(n::Int) = n == 1 ? UInt8 : n == 2 ? UInt16 : n == 4 ? UInt32 : UInt64
# An array is reinterpreted as a view sharing its memory (Julia's ReinterpretArray):
# element i of the view is bytes (i-1)*sizeof(T)+1 ... of the parent's (little-endian).
struct ReinterpretArray{T, N, S, A, IsReshaped} <: AbstractArray{T, N}
    parent::A
    dims::Tuple
end
function reinterpret(::Type{T}, A::Array{S}) where {T,S}
    T === S && return A
    st, ss = sizeof(T), sizeof(S)
    (st in (1, 2, 4, 8) && ss in (1, 2, 4, 8)) || return _reinterpret_copy(T, A)
    n1 = (ndims(A) == 0 ? 1 : size(A, 1)) * ss
    n1 % st == 0 || throw(ArgumentError(string("cannot reinterpret an `", S,
        "` array to `", T, "` whose first dimension has size `", size(A, 1),
        "`. The resulting array would have a non-integral first dimension.")))
    dims = ndims(A) <= 1 ? (div(length(A) * ss, st),) : (div(n1, st), size(A)[2:end]...)
    return ReinterpretArray{T, ndims(A), S, typeof(A), false}(A, dims)
end
size(R::ReinterpretArray) = R.dims
parent(R::ReinterpretArray) = R.parent
function _parent_byte(R::ReinterpretArray{T, N, S}, k::Int) where {T, N, S}
    ss = sizeof(S)
    u = bitcast(_uint_sized(ss), R.parent[div(k, ss) + 1])
    return (u >> (8 * (k % ss))) % UInt8
end
function getindex(R::ReinterpretArray{T, N, S}, i::Int) where {T, N, S}
    (1 <= i <= length(R)) || throw_boundserror(R, (i,))
    st = sizeof(T)
    st == sizeof(S) && return bitcast(T, R.parent[i])
    U = _uint_sized(st)
    u = zero(U)
    for b in st-1:-1:0
        u = (u << 8) | U(_parent_byte(R, (i - 1) * st + b))
    end
    return bitcast(T, u)
end
getindex(R::ReinterpretArray, I::Int...) = R[_linear_index(R, I)]
function setindex!(R::ReinterpretArray{T, N, S}, x, i::Int) where {T, N, S}
    (1 <= i <= length(R)) || throw_boundserror(R, (i,))
    st, ss = sizeof(T), sizeof(S)
    v = bitcast(_uint_sized(st), convert(T, x))
    if st == ss
        R.parent[i] = bitcast(S, v)
        return R
    end
    P = _uint_sized(ss)
    for b in 0:st-1
        k = (i - 1) * st + b
        j = div(k, ss) + 1
        sh = 8 * (k % ss)
        old = bitcast(P, R.parent[j])
        byte = P((v >> (8 * b)) % UInt8)
        R.parent[j] = bitcast(S, (old & ~(P(0xff) << sh)) | (byte << sh))
    end
    return R
end
setindex!(R::ReinterpretArray, x, I::Int...) = setindex!(R, x, _linear_index(R, I))
function _linear_index(A::AbstractArray, I::Tuple)
    k = 0
    stride = 1
    for d in 1:length(I)
        n = size(A, d)
        (1 <= I[d] <= n) || throw_boundserror(A, I)
        k += (I[d] - 1) * stride
        stride *= n
    end
    return k + 1
end
function summary(io::IO, R::ReinterpretArray{T}) where {T}
    _summary_dims(io, size(R))
    print(io, "reinterpret(")
    show(io, T)
    print(io, ", ::")
    show(io, typeof(R.parent))
    print(io, ")")
    return nothing
end
function _reinterpret_copy(::Type{T}, A::Array{S}) where {T,S}
    sizeof(T) == sizeof(S) && return reshape([bitcast(T, x) for x in A], size(A))
    bytes = UInt8[]
    for x in A
        u = bitcast(_uint_sized(sizeof(S)), x)
        for _ in 1:sizeof(S)
            push!(bytes, u % UInt8)
            u >>= 8
        end
    end
    n = sizeof(T)
    length(bytes) % n == 0 || throw(ArgumentError(string("cannot reinterpret an `", S,
        "` array to `", T, "` whose size is not a divisor of the array's")))
    U = _uint_sized(n)
    out = Vector{T}(undef, length(bytes) ÷ n)
    for k in 1:length(out)
        u = zero(U)
        for b in n:-1:1
            u = (u << 8) | U(bytes[(k - 1) * n + b])
        end
        out[k] = bitcast(T, u)
    end
    return ndims(A) == 1 ? out : reshape(out, (size(A, 1) * sizeof(S)) ÷ n, size(A)[2:end]...)
end

