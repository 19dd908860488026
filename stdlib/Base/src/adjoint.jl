# Lazy transposes: `x'`, `adjoint(A)` and `transpose(A)` of a vector or matrix
# wrap it without copying, as Julia's LinearAlgebra does. Both are 1×n for a
# vector (a row), so `x' * y` is a number and `x * y'` an outer product.
# `permutedims` still copies.

struct Adjoint{T, S} <: AbstractMatrix{T}
    parent::S
end
struct Transpose{T, S} <: AbstractMatrix{T}
    parent::S
end
const _AdjOrTrans = Union{Adjoint, Transpose}

adjoint(A::AbstractVecOrMat) = Adjoint{eltype(A), typeof(A)}(A)
transpose(A::AbstractVecOrMat) = Transpose{eltype(A), typeof(A)}(A)
adjoint(A::Adjoint) = A.parent
transpose(A::Transpose) = A.parent

parent(A::_AdjOrTrans) = A.parent
_wrapfn(::Adjoint) = adjoint
_wrapfn(::Transpose) = transpose

_isrow(A::_AdjOrTrans) = A.parent isa AbstractVector
size(A::_AdjOrTrans) = _isrow(A) ? (1, length(A.parent)) : (size(A.parent, 2), size(A.parent, 1))
length(A::_AdjOrTrans) = length(A.parent)
axes(A::_AdjOrTrans) = map(OneTo, size(A))

function getindex(A::_AdjOrTrans, i::Int, j::Int)
    _isrow(A) || return _wrapfn(A)(A.parent[j, i])
    i == 1 || throw(BoundsError(A, (i, j)))
    return _wrapfn(A)(A.parent[j])
end
function getindex(A::_AdjOrTrans, k::Int)
    _isrow(A) && return _wrapfn(A)(A.parent[k])
    1 <= k <= length(A) || throw(BoundsError(A, (k,)))
    m = size(A, 1)
    return A[(k - 1) % m + 1, (k - 1) ÷ m + 1]
end
function setindex!(A::_AdjOrTrans, x, i::Int, j::Int)
    if _isrow(A)
        i == 1 || throw(BoundsError(A, (i, j)))
        A.parent[j] = _wrapfn(A)(x)
    else
        A.parent[j, i] = _wrapfn(A)(x)
    end
    return A
end
function setindex!(A::_AdjOrTrans, x, k::Int)
    _isrow(A) && return (A.parent[k] = _wrapfn(A)(x); A)
    m = size(A, 1)
    return setindex!(A, x, (k - 1) % m + 1, (k - 1) ÷ m + 1)
end
isassigned(A::_AdjOrTrans, k::Int) = 1 <= k <= length(A)
similar(A::_AdjOrTrans, ::Type{T}, dims::Tuple) where {T} = similar(A.parent, T, dims)
# A row stays a row; a matrix's transpose is copied into a new matrix.
function copy(A::_AdjOrTrans)
    _isrow(A) && return _wrapfn(A)(copy(A.parent))
    B = similar(A.parent, eltype(A), size(A))
    for j in 1:size(A, 2), i in 1:size(A, 1)
        B[i, j] = A[i, j]
    end
    return B
end
==(A::_AdjOrTrans, B::_AdjOrTrans) = size(A) == size(B) && all(i -> A[i] == B[i], 1:length(A))

# Products where the wrapper changes the result's shape: a row times a column is
# a number, a row times a matrix a row, a column times a row a matrix.
function _rowdot(u, v::AbstractVector)
    n = length(u)
    n == length(v) || throw(DimensionMismatch(string("first array has length ", n,
        " which does not match the length of the second, ", length(v), ".")))
    n == 0 && return zero(eltype(u)) * zero(eltype(v))
    u.parent isa Vector{Float64} && v isa Vector{Float64} && Core.blas_available() && return Core.blas_dot(u.parent, v)
    s = u[1] * v[1]
    for i in 2:n
        s += u[i] * v[i]
    end
    return s
end
*(u::Adjoint{T, S}, v::AbstractVector) where {T, S <: AbstractVector} = _rowdot(u, v)
*(u::Transpose{T, S}, v::AbstractVector) where {T, S <: AbstractVector} = _rowdot(u, v)
*(u::Adjoint{T, S}, A::AbstractMatrix) where {T, S <: AbstractVector} = adjoint(adjoint(A) * u.parent)
*(u::Transpose{T, S}, A::AbstractMatrix) where {T, S <: AbstractVector} = transpose(transpose(A) * u.parent)
*(v::AbstractVector, B::AbstractMatrix) = reshape(v, length(v), 1) * B
*(x::Number, A::_AdjOrTrans) = _wrapfn(A)(_wrapfn(A)(x) * A.parent)
*(A::_AdjOrTrans, x::Number) = _wrapfn(A)(A.parent * _wrapfn(A)(x))
-(A::_AdjOrTrans) = _wrapfn(A)(-A.parent)

# "1×3 adjoint(::Vector{Float64}) with eltype Float64"
function summary(io::IO, A::_AdjOrTrans)
    print(io, size(A, 1), '×', size(A, 2), ' ', A isa Adjoint ? "adjoint" : "transpose", "(::")
    show(io, typeof(A.parent))
    print(io, ") with eltype ")
    show(io, eltype(A))
    return nothing
end
