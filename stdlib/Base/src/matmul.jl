# Matrix products: `*` of matrices and of a matrix and a vector, generic and (for
# Float64) through BLAS, with Julia's DimensionMismatch texts.
*(A::AbstractMatrix, B::AbstractMatrix) = _matmul(A, B)
function _matmul(A::AbstractMatrix, B::AbstractMatrix)
    n, m = size(A)
    m2, p = size(B)
    m == m2 || throw(DimensionMismatch(string("matrix A has dimensions (", n, ",", m,
        "), matrix B has dimensions (", m2, ",", p, ")")))
    T = promote_type(eltype(A), eltype(B))
    C = Matrix{T}(undef, n, p)
    for j in 1:p, i in 1:n
        s = zero(T)
        for k in 1:m
            s += A[i, k] * B[k, j]
        end
        C[i, j] = s
    end
    return C
end
# Float64 products call BLAS as Julia does (dgemm, dgemv), except a 2×2 or 3×3
# times a matrix of the same size, which Julia multiplies in its own code.
function *(A::Matrix{Float64}, B::Matrix{Float64})
    n, m = size(A)
    m2, p = size(B)
    # (the text of Julia's gemm_wrapper!, which Float64 products go through)
    m == m2 || throw(DimensionMismatch(string("A has dimensions (", n, ",", m,
        ") but B has dimensions (", m2, ",", p, ")")))
    Core.blas_available() || return _matmul(A, B)
    C = Matrix{Float64}(undef, n, p)
    if n == m == p && (n == 2 || n == 3)
        for j in 1:p, i in 1:n
            s = A[i, 1] * B[1, j]
            for k in 2:m
                s += A[i, k] * B[k, j]
            end
            C[i, j] = s
        end
        return C
    end
    return Core.blas_gemm(A, B, C)
end
function *(A::Matrix{Float64}, v::Vector{Float64})
    n, m = size(A)
    m == length(v) || throw(DimensionMismatch(string("second dimension of A, ", m,
        ", does not match length of x, ", length(v))))
    Core.blas_available() || return _matvec(A, v)
    return Core.blas_gemv(A, v, Vector{Float64}(undef, n))
end
*(A::AbstractMatrix, v::AbstractVector) = _matvec(A, v)
function _matvec(A::AbstractMatrix, v::AbstractVector)
    n, m = size(A)
    m == length(v) || throw(DimensionMismatch(string("matrix A has dimensions (", n, ",", m,
        "), vector B has length ", length(v))))
    T = promote_type(eltype(A), eltype(v))
    r = Vector{T}(undef, n)
    for i in 1:n
        s = zero(T)
        for k in 1:m
            s += A[i, k] * v[k]
        end
        r[i] = s
    end
    return r
end
