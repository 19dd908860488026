# Array{T,N} (Core's dense, column-major array): construction, indexing through
# the runtime's checked primitives, growth and shrinking of Vectors, array
# literals (vect, hcat, vcat, hvcat and their typed forms) and collect.

const arrayref = Core.arrayref
const arrayset = Core.arrayset

# ---- Construction ----
Array{T, N}(::UndefInitializer, dims::Int...) where {T, N} = Core.array_new(Array{T, N}, dims...)
Array{T, N}(::UndefInitializer, dims::Integer...) where {T, N} =
    Core.array_new(Array{T, N}, _int_dims(dims)...)
Array{T, N}(::UndefInitializer, dims::Tuple) where {T, N} = Array{T, N}(undef, dims...)
Array{T}(::UndefInitializer, dims::Integer...) where {T} =
    Core.array_new(Array{T, length(dims)}, _int_dims(dims)...)
# Dimensions as Ints (map would build a Vector, which needs this constructor).
_int_dims(d::Tuple{Integer}) = (Int(d[1]),)
_int_dims(d::Tuple{Integer, Integer}) = (Int(d[1]), Int(d[2]))
_int_dims(d::Tuple{Integer, Integer, Integer}) = (Int(d[1]), Int(d[2]), Int(d[3]))
_int_dims(d::Tuple{Integer, Integer, Integer, Integer, Vararg{Integer}}) = (Int(d[1]), _int_dims(tail(d))...)
Array{T}(::UndefInitializer, dims::Tuple) where {T} = Array{T}(undef, dims...)
Array{T, 1}() where {T} = Core.array_new(Array{T, 1}, 0)
Array{T, 2}() where {T} = Core.array_new(Array{T, 2}, 0, 0)
Array{T, N}(A::AbstractArray) where {T, N} = copyto!(Array{T, N}(undef, size(A)...), A)
Array{T, 1}(A::AbstractVector) where {T} = copyto!(Array{T, 1}(undef, length(A)), A)
Array{T, 1}(itr) where {T} = collect(T, itr)
Array(A::AbstractArray{T, N}) where {T, N} = Array{T, N}(A)
Array{T}(A::AbstractArray{S, N}) where {T, S, N} = Array{T, N}(A)
Vector(A::AbstractVector{T}) where {T} = Vector{T}(A)
Vector(::UndefInitializer, n::Integer) = Vector{Any}(undef, n)
Matrix(A::AbstractMatrix{T}) where {T} = Matrix{T}(A)
convert(::Type{Array{T, N}}, A::Array{T, N}) where {T, N} = A
convert(::Type{Array{T, N}}, A::AbstractArray) where {T, N} = Array{T, N}(A)
convert(::Type{Vector}, A::AbstractVector{T}) where {T} = Vector{T}(A)

# ---- Size ----
length(A::Array) = Core.arraylen(A)
size(A::Array{T, 1}) where {T} = (Core.arraylen(A),)
size(A::Array{T, 2}) where {T} = (Core.arraysize(A, 1), Core.arraysize(A, 2))
size(A::Array{T, N}) where {T, N} = _totuple([Core.arraysize(A, d) for d in 1:N])
size(A::Array, d::Integer) = Core.arraysize(A, Int(d))
ndims(::Type{Array{T, N}}) where {T, N} = N
eltype(::Type{Array{T, N}}) where {T, N} = T
isempty(A::Array) = Core.arraylen(A) == 0
sizeof(A::Array) = Core.sizeof(A)

# ---- Indexing (bounds errors come from the primitives) ----
# As Julia's `arrayref($(Expr(:boundscheck)), A, i)`: native code of a call inside
# `@inbounds` skips the `@boundscheck` branch, so the primitive does not check (unless
# --check-bounds=yes); the interpreter checks every index either way.
function getindex(A::Array, i::Int)
    @boundscheck return arrayref(true, A, i)
    return arrayref(false, A, i)
end
function getindex(A::Array, i::Int, j::Int)
    @boundscheck return arrayref(true, A, i, j)
    return arrayref(false, A, i, j)
end
function getindex(A::Array, i::Int, j::Int, k::Int)
    @boundscheck return arrayref(true, A, i, j, k)
    return arrayref(false, A, i, j, k)
end
getindex(A::Array, i::Int, j::Int, k::Int, l::Int, ls::Int...) = arrayref(true, A, i, j, k, l, ls...)
getindex(A::Array, i::Integer) = arrayref(true, A, Int(i))
getindex(A::Array, i::Integer, j::Integer) = arrayref(true, A, Int(i), Int(j))
function getindex(A::Array, r::UnitRange{Int})
    n = length(r)
    B = Core.array_new(Array{eltype(A), 1}, n)
    if n > 0
        (1 <= r.start && r.stop <= Core.arraylen(A)) || throw_boundserror(A, (r,))
        Core.array_copyto(B, 1, A, r.start, n)
    end
    return B
end
function setindex!(A::Array{T}, x, i::Int) where {T}
    v = x isa T ? x : convert(T, x)
    @boundscheck return arrayset(true, A, v, i)
    return arrayset(false, A, v, i)
end
function setindex!(A::Array{T}, x, i::Int, j::Int) where {T}
    v = x isa T ? x : convert(T, x)
    @boundscheck return arrayset(true, A, v, i, j)
    return arrayset(false, A, v, i, j)
end
setindex!(A::Array{T}, x, i::Int, j::Int, k::Int) where {T} =
    arrayset(true, A, x isa T ? x : convert(T, x), i, j, k)
setindex!(A::Array{T}, x, i::Int, j::Int, k::Int, l::Int, ls::Int...) where {T} =
    arrayset(true, A, x isa T ? x : convert(T, x), i, j, k, l, ls...)
setindex!(A::Array, x, i::Integer) = setindex!(A, x, Int(i))
setindex!(A::Array, x, i::Integer, j::Integer) = setindex!(A, x, Int(i), Int(j))
isassigned(A::Array, i::Integer) = 1 <= i <= length(A) && Core.array_isassigned(A, Int(i))

# Julia's test, `(i - 1) % UInt < length(A) % UInt`: one unsigned comparison, which also
# ends the iteration at an index below 1; native code's bounds check of the element is
# the same comparison, so LLVM folds it into this one and the loop has a single exit.
iterate(A::Array, i::Int = 1) =
    ult_int(sub_int(i, 1), Core.arraylen(A)) ? (arrayref(true, A, i), add_int(i, 1)) : nothing

# `T[a, b]` and `T[]`
function getindex(::Type{T}, vals...) where {T}
    a = Core.array_new(Array{T, 1}, length(vals))
    for i in 1:length(vals)
        a[i] = vals[i]
    end
    return a
end
getindex(::Type{T}) where {T} = Core.array_new(Array{T, 1}, 0)

# ---- Growing and shrinking ----
function push!(a::Vector{T}, x) where {T}
    v = x isa T ? x : convert(T, x)
    Core.array_grow_end(a, 1)
    arrayset(true, a, v, Core.arraylen(a))
    return a
end
function push!(a::Vector, x, y, zs...)
    push!(a, x)
    push!(a, y)
    for z in zs
        push!(a, z)
    end
    return a
end
function pop!(a::Vector)
    n = Core.arraylen(a)
    n == 0 && throw(ArgumentError("array must be non-empty"))
    x = arrayref(true, a, n)
    Core.array_del_end(a, 1)
    return x
end
function pushfirst!(a::Vector{T}, x) where {T}
    v = x isa T ? x : convert(T, x)
    Core.array_grow_beg(a, 1)
    arrayset(true, a, v, 1)
    return a
end
function popfirst!(a::Vector)
    Core.arraylen(a) == 0 && throw(ArgumentError("array must be non-empty"))
    x = arrayref(true, a, 1)
    Core.array_del_beg(a, 1)
    return x
end
function insert!(a::Vector{T}, i::Integer, x) where {T}
    (1 <= i <= length(a) + 1) || throw(BoundsError(a, i))
    v = x isa T ? x : convert(T, x)
    Core.array_grow_at(a, Int(i), 1)
    arrayset(true, a, v, Int(i))
    return a
end
function deleteat!(a::Vector, i::Integer)
    (1 <= i <= length(a)) || throw(BoundsError(a, i))
    Core.array_del_at(a, Int(i), 1)
    return a
end
function deleteat!(a::Vector, r::AbstractUnitRange{<:Integer})
    isempty(r) && return a
    (1 <= first(r) && last(r) <= length(a)) || throw(BoundsError(a, r))
    Core.array_del_at(a, Int(first(r)), length(r))
    return a
end
function deleteat!(a::Vector, inds)
    # Indices must be sorted and unique, as in Julia.
    prev = 0
    for i in inds
        i > prev || throw(ArgumentError("indices must be unique and sorted"))
        prev = i
    end
    for i in reverse(collect(inds))
        deleteat!(a, i)
    end
    return a
end
# keepat!(a, inds): keep the items at the sorted, unique indices inds (or where the
# mask m is true), in order, and delete the rest.
function keepat!(a::Vector, inds)
    j = 1
    prev = 0
    for k in inds
        (j == 1 || prev < k) || throw(ArgumentError("indices must be unique and sorted"))
        v = a[k]
        k == j || (a[j] = v)
        prev = k
        j += 1
    end
    deleteat!(a, j:length(a))
    return a
end
function keepat!(a::Vector, m::AbstractVector{Bool})
    length(m) == length(a) || throw(BoundsError(a, m))
    j = 1
    for i in 1:length(a)
        if m[i]
            i == j || (a[j] = a[i])
            j += 1
        end
    end
    deleteat!(a, j:length(a))
    return a
end
function splice!(a::Vector, i::Integer, ins = ())
    x = a[i]
    deleteat!(a, i)
    for (k, v) in enumerate(ins)
        insert!(a, i + k - 1, v)
    end
    return x
end
# Removes a[r] (returned) and puts the elements of `ins` in its place.
function splice!(a::Vector, r::AbstractUnitRange{<:Integer}, ins = ())
    removed = a[r]
    deleteat!(a, r)
    for (k, v) in enumerate(ins)
        insert!(a, first(r) + k - 1, v)
    end
    return removed
end
function append!(a::Vector, items)
    for x in items
        push!(a, x)
    end
    return a
end
function append!(a::Vector{T}, items::Vector) where {T}
    n = length(items)
    if eltype(items) <: T
        Core.array_grow_end(a, n)
        n > 0 && Core.array_copyto(a, length(a) - n + 1, items, 1, n)
    else
        for x in items
            push!(a, x)
        end
    end
    return a
end
append!(a::Vector, b, c, ds...) = (append!(a, b); append!(a, c); for d in ds; append!(a, d); end; a)
function prepend!(a::Vector, items)
    v = collect(items)
    for i in length(v):-1:1
        pushfirst!(a, v[i])
    end
    return a
end
function resize!(a::Vector, n::Integer)
    n < 0 && throw(ArgumentError("new length must be ≥ 0"))
    Core.array_resize(a, Int(n))
    return a
end
empty!(a::Vector) = (Core.array_del_end(a, length(a)); a)
sizehint!(a::Vector, n::Integer) = (Core.array_sizehint(a, Int(n)); a)
empty(a::Vector{T}) where {T} = Vector{T}()

copy(A::Array) = Core.array_copy(A)
function fill!(A::Array{T}, x) where {T}
    Core.array_fill(A, x isa T ? x : convert(T, x))
    return A
end
reshape(A::Array{T}, dims::Integer...) where {T} =
    Core.array_reshape(Array{T, length(dims)}, A, _int_dims(dims)...)
reshape(A::Array, dims::Tuple) = reshape(A, dims...)
function copyto!(dest::Array{T}, src::Array{S}) where {T, S}
    n = length(src)
    n > length(dest) && throw(BoundsError(dest, (OneTo(n),)))
    if S <: T
        n > 0 && Core.array_copyto(dest, 1, src, 1, n)
    else
        # Elements of another type are converted as they are stored.
        for i in 1:n
            dest[i] = src[i]
        end
    end
    return dest
end

# ---- Arrays of a value ----
zeros(dims::Integer...) = zeros(Float64, dims...)
zeros(::Type{T}, dims::Integer...) where {T} = fill!(Array{T, length(dims)}(undef, dims...), zero(T))
zeros(dims::Tuple) = zeros(Float64, dims...)
zeros(::Type{T}, dims::Tuple) where {T} = zeros(T, dims...)
ones(dims::Integer...) = ones(Float64, dims...)
ones(::Type{T}, dims::Integer...) where {T} = fill!(Array{T, length(dims)}(undef, dims...), one(T))
ones(::Type{T}, dims::Tuple) where {T} = ones(T, dims...)
fill(x, dims::Integer...) = fill!(Array{typeof(x), length(dims)}(undef, dims...), x)
fill(x, dims::Tuple) = fill(x, dims...)
similar(A::Array, ::Type{T}, dims::Tuple) where {T} = Array{T, length(dims)}(undef, dims...)

# ---- Array literals ----
"""
    vect(xs...)

`[a, b, c]`: a Vector with the promoted type of the elements.
"""
function vect(xs...)
    n = length(xs)
    T = n == 0 ? Any : _vect_eltype(xs)
    a = Core.array_new(Array{T, 1}, n)
    for i in 1:n
        a[i] = xs[i]
    end
    return a
end
function _vect_eltype(xs)
    T = typeof(xs[1])
    for i in 2:length(xs)
        S = typeof(xs[i])
        S === T || (T = promote_type(T, S))
    end
    return T
end

# Concatenation works on blocks: a scalar is 1×1, a vector n×1, a matrix itself.
_blocksize(x::AbstractVector) = (length(x), 1)
_blocksize(x::AbstractMatrix) = size(x)
_blocksize(x) = (1, 1)
_blockget(x::AbstractVector, i, j) = x[i]
_blockget(x::AbstractMatrix, i, j) = x[i, j]
_blockget(x, i, j) = x
_cat_eltype(x::AbstractArray) = eltype(x)
_cat_eltype(x) = typeof(x)
function _cat_eltype(xs::Tuple)
    isempty(xs) && return Any
    T = _cat_eltype(xs[1])
    for i in 2:length(xs)
        T = promote_type(T, _cat_eltype(xs[i]))
    end
    return T
end

vcat(xs...) = typed_vcat(_cat_eltype(xs), xs...)
hcat(xs...) = typed_hcat(_cat_eltype(xs), xs...)
hvcat(rows::Tuple, xs...) = typed_hvcat(_cat_eltype(xs), rows, xs...)
# hvcat(nc, xs...): every row has nc blocks.
hvcat(nc::Integer, xs...) = hvcat(ntuple(_ -> Int(nc), length(xs) ÷ nc), xs...)

function typed_vcat(::Type{T}, xs...) where {T}
    # Only scalars and vectors: a Vector.
    if all(x -> !(x isa AbstractMatrix), xs)
        out = Vector{T}()
        for x in xs
            if x isa AbstractArray
                append!(out, x)
            else
                push!(out, x)
            end
        end
        return out
    end
    ncols = _blocksize(xs[1])[2]
    nrows = 0
    for x in xs
        s = _blocksize(x)
        s[2] == ncols || throw(DimensionMismatch(string("number of columns of each array must match (got ",
            _totuple([_blocksize(y)[2] for y in xs]), ")")))
        nrows += s[1]
    end
    A = Matrix{T}(undef, nrows, ncols)
    r = 0
    for x in xs
        s = _blocksize(x)
        for j in 1:ncols, i in 1:s[1]
            A[r + i, j] = _blockget(x, i, j)
        end
        r += s[1]
    end
    return A
end

function typed_hcat(::Type{T}, xs...) where {T}
    isempty(xs) && return Matrix{T}(undef, 0, 0)
    nrows = _blocksize(xs[1])[1]
    ncols = 0
    for x in xs
        s = _blocksize(x)
        s[1] == nrows || throw(DimensionMismatch(string("number of rows of each array must match (got ",
            _totuple([_blocksize(y)[1] for y in xs]), ")")))
        ncols += s[2]
    end
    A = Matrix{T}(undef, nrows, ncols)
    c = 0
    for x in xs
        s = _blocksize(x)
        for j in 1:s[2], i in 1:nrows
            A[i, c + j] = _blockget(x, i, j)
        end
        c += s[2]
    end
    return A
end

# `[a b; c d]`: rows holds the number of blocks in each row.
function typed_hvcat(::Type{T}, rows::Tuple, xs...) where {T}
    if all(x -> !(x isa AbstractArray), xs)
        nr = length(rows)
        nc = rows[1]
        for r in rows
            r == nc || throw(DimensionMismatch(string("row ", r, " has mismatched number of columns")))
        end
        A = Matrix{T}(undef, nr, nc)
        k = 1
        for i in 1:nr, j in 1:nc
            A[i, j] = xs[k]
            k += 1
        end
        return A
    end
    blocks = Any[]
    k = 1
    for r in rows
        push!(blocks, typed_hcat(T, xs[k:k+r-1]...))
        k += r
    end
    return typed_vcat(T, blocks...)
end

# ---- collect ----
"""
    collect(iter)

A Vector (an Array of the iterator's shape) of the values of `iter`. The element
type is `eltype(iter)` when the iterator knows it, else the types of the values
widened as needed.
"""
collect(itr) = _collect(itr, IteratorEltype(itr), IteratorSize(itr))
collect(::Type{T}, itr) where {T} = _collect_typed(T, itr, IteratorSize(itr))

function _collect(itr, ::HasEltype, isz)
    return _collect_typed(eltype(itr), itr, isz)
end
function _collect_typed(::Type{T}, itr, isz::Union{HasLength, HasShape}) where {T}
    a = Vector{T}(undef, length(itr))
    i = 1
    for x in itr
        a[i] = x
        i += 1
    end
    return _shape_like(a, itr, isz)
end
function _collect_typed(::Type{T}, itr, isz) where {T}
    a = Vector{T}()
    for x in itr
        push!(a, x)
    end
    return a
end
_shape_like(a, itr, ::HasLength) = a
_shape_like(a, itr, ::HasShape{1}) = a
_shape_like(a, itr, ::HasShape) = reshape(a, size(itr)...)

# Element type unknown: start from the type of the first value and widen.
function _collect(itr, ::EltypeUnknown, isz)
    y = iterate(itr)
    if y === nothing
        return _shape_like(Vector{_default_eltype(itr)}(), itr, isz isa HasShape ? isz : HasLength())
    end
    v1 = getfield(y, 1)
    st = getfield(y, 2)
    if isz isa HasLength || isz isa HasShape
        a = Vector{typeof(v1)}(undef, length(itr))
        a[1] = v1
        i = 2
        y = iterate(itr, st)
        while y !== nothing
            v = getfield(y, 1)
            if !(v isa eltype(a))
                a = _widen_copy(a, v, i - 1)
            end
            a[i] = v
            i += 1
            y = iterate(itr, getfield(y, 2))
        end
        return _shape_like(a, itr, isz)
    end
    a = Vector{typeof(v1)}()
    push!(a, v1)
    y = iterate(itr, st)
    while y !== nothing
        v = getfield(y, 1)
        if !(v isa eltype(a))
            b = similar(a, promote_typejoin(eltype(a), typeof(v)))
            copyto!(b, a)
            a = b
        end
        push!(a, v)
        y = iterate(itr, getfield(y, 2))
    end
    return a
end
