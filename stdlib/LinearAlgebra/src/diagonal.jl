# Diagonal matrices: the diagonal stored as a vector.

struct Diagonal{T, V<:AbstractVector{T}} <: AbstractMatrix{T}
    diag::V
end
Diagonal(v::AbstractVector{T}) where {T} = Diagonal{T, typeof(v)}(v)
Diagonal(A::AbstractMatrix) = Diagonal(diag(A))

size(D::Diagonal) = (length(D.diag), length(D.diag))
size(D::Diagonal, d::Integer) = d <= 2 ? length(D.diag) : 1
getindex(D::Diagonal, i::Integer, j::Integer) = i == j ? D.diag[i] : zero(eltype(D.diag))
function getindex(D::Diagonal, k::Integer)
    n = length(D.diag)
    i = (k - 1) % n + 1
    j = (k - 1) ÷ n + 1
    return D[i, j]
end
function setindex!(D::Diagonal, v, i::Integer, j::Integer)
    if i == j
        D.diag[i] = v
    elseif !iszero(v)
        throw(ArgumentError("cannot set off-diagonal entry ($i, $j) to a nonzero value ($v)"))
    end
    return v
end
diag(D::Diagonal) = copy(D.diag)
copy(D::Diagonal) = Diagonal(copy(D.diag))
Matrix(D::Diagonal) = diagm(D.diag)
tr(D::Diagonal) = sum(D.diag)
det(D::Diagonal{T}) where {T} = prod(D.diag)
inv(D::Diagonal) = Diagonal(map(inv, D.diag))
*(D1::Diagonal, D2::Diagonal) = Diagonal(D1.diag .* D2.diag)
+(D1::Diagonal, D2::Diagonal) = Diagonal(D1.diag + D2.diag)
-(D1::Diagonal, D2::Diagonal) = Diagonal(D1.diag - D2.diag)
*(D::Diagonal, x::Number) = Diagonal(D.diag * x)
*(x::Number, D::Diagonal) = Diagonal(x * D.diag)
*(D::Diagonal, v::AbstractVector) = D.diag .* v
function *(D::Diagonal, A::AbstractMatrix)
    m, n = size(A)
    return [D.diag[i] * A[i, j] for i in 1:m, j in 1:n]
end
function *(A::AbstractMatrix, D::Diagonal)
    m, n = size(A)
    return [A[i, j] * D.diag[j] for i in 1:m, j in 1:n]
end
\(D::Diagonal, b::AbstractVector) = b ./ D.diag
^(D::Diagonal, p::Integer) = Diagonal(D.diag .^ p)
