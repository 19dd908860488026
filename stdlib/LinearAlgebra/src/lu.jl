# LU with partial pivoting, as LAPACK's unblocked getf2 orders the work: the
# first largest pivot, the column scaled by the pivot's reciprocal, a rank-one
# update. Solves and the inverse follow the reference getrs/getri orders.

struct LU{T, S<:AbstractMatrix{T}, P<:AbstractVector{Int}}
    factors::S
    ipiv::P
    info::Int
end
LU(factors::Matrix{T}, ipiv::Vector{Int}, info::Int) where {T} = LU{T, Matrix{T}, Vector{Int}}(factors, ipiv, info)

_lufloat(::Type{T}) where {T} = typeof(one(T) / one(T))

function lu(A::AbstractMatrix; check::Bool = true)
    T = _lufloat(eltype(A))
    T === Float64 && Core.blas_available() && return _lu_lapack(_f64copy(A), check)
    m, n = size(A)
    F = Matrix{T}(undef, m, n)
    for j in 1:n, i in 1:m
        F[i, j] = A[i, j]
    end
    k = min(m, n)
    ipiv = zeros(Int, k)
    info = 0
    for j in 1:k
        p = j
        best = abs(F[j, j])
        for i in (j + 1):m
            if abs(F[i, j]) > best
                best = abs(F[i, j])
                p = i
            end
        end
        ipiv[j] = p
        if F[p, j] != 0
            if p != j
                for c in 1:n
                    F[j, c], F[p, c] = F[p, c], F[j, c]
                end
            end
            if j < m
                if abs(F[j, j]) >= 2.2250738585072014e-308
                    r = one(T) / F[j, j]
                    for i in (j + 1):m
                        F[i, j] *= r
                    end
                else
                    for i in (j + 1):m
                        F[i, j] /= F[j, j]
                    end
                end
            end
        elseif info == 0
            info = j
        end
        for c in (j + 1):n
            t = F[j, c]
            if t != 0
                for i in (j + 1):m
                    F[i, c] -= F[i, j] * t
                end
            end
        end
    end
    if check && info > 0
        throw(SingularException(info))
    end
    return LU(F, ipiv, info)
end

struct SingularException <: Exception
    info::Int
end
Base.showerror(io::IO, e::SingularException) = print(io, "SingularException(", e.info, ")")

issuccess(F::LU) = F.info == 0

function det(F::LU{T}) where {T}
    n = size(F.factors, 1)
    F.info > 0 && return zero(T)
    P = one(T)
    c = 0
    for i in 1:n
        P *= F.factors[i, i]
        if F.ipiv[i] != i
            c += 1
        end
    end
    return P * (isodd(c) ? -one(T) : one(T))
end

function det(A::AbstractMatrix{T}) where {T}
    _checksquare(A)
    S = typeof((one(T) * zero(T) + zero(T)) / one(T))
    if istriu(A) || istril(A)
        p = one(T)
        for i in 1:size(A, 1)
            p *= A[i, i]
        end
        return convert(S, p)
    end
    return det(lu(A; check = false))
end
det(x::Number) = x

# log|det A| and the sign of det A from the LU factors (Julia's logabsdet(::LU)):
# the logs of the pivots' magnitudes summed, the sign from the pivots and the row swaps.
function logabsdet(F::LU)
    A = F.factors
    n = size(A, 1)
    F.info > 0 && return (log(0.0), 1.0)
    swaps = 0
    s = 1.0
    ld = 0.0
    for i in 1:n
        d = A[i, i]
        s *= sign(d)
        F.ipiv[i] != i && (swaps += 1)
        ld += log(abs(d))
    end
    return (ld, isodd(swaps) ? -s : s)
end
logabsdet(A::AbstractMatrix) = logabsdet(lu(A; check = false))
function logdet(A::AbstractMatrix)
    d, s = logabsdet(A)
    return d + log(s)
end

# Solves F x = B in place (columns of B), as getrs: the row interchanges, the
# unit lower triangle forwards, the upper triangle backwards, column by column.
function _lu_solve!(F::LU, B::AbstractMatrix)
    A = F.factors
    n = size(A, 1)
    nrhs = size(B, 2)
    if A isa Matrix{Float64} && B isa Matrix{Float64} && Core.blas_available()
        Core.lapack_getrs(A, F.ipiv, B)
        return B
    end
    for i in 1:length(F.ipiv)
        p = F.ipiv[i]
        if p != i
            for c in 1:nrhs
                B[i, c], B[p, c] = B[p, c], B[i, c]
            end
        end
    end
    for c in 1:nrhs
        for k in 1:n
            bk = B[k, c]
            if bk != 0
                for i in (k + 1):n
                    B[i, c] -= bk * A[i, k]
                end
            end
        end
        for k in n:-1:1
            if B[k, c] != 0
                B[k, c] /= A[k, k]
                bk = B[k, c]
                for i in 1:(k - 1)
                    B[i, c] -= bk * A[i, k]
                end
            end
        end
    end
    return B
end

function \(F::LU{T}, b::AbstractVector) where {T}
    F.info > 0 && throw(SingularException(F.info))
    S = promote_type(T, eltype(b))
    B = Matrix{S}(undef, length(b), 1)
    for i in 1:length(b)
        B[i, 1] = b[i]
    end
    _lu_solve!(F, B)
    return S[B[i, 1] for i in 1:length(b)]
end
function \(F::LU{T}, B::AbstractMatrix) where {T}
    F.info > 0 && throw(SingularException(F.info))
    S = promote_type(T, eltype(B))
    X = Matrix{S}(undef, size(B)...)
    for j in 1:size(B, 2), i in 1:size(B, 1)
        X[i, j] = B[i, j]
    end
    return _lu_solve!(F, X)
end

function \(A::AbstractMatrix, B::AbstractVecOrMat)
    m, n = size(A)
    size(B, 1) == m || throw(DimensionMismatch("arguments must have the same number of rows"))
    if m == n
        _lufloat(eltype(A)) === Float64 && eltype(B) <: Real && Core.blas_available() &&
            return _ldiv_square(_f64copy(A), B)
        return lu(A) \ B
    end
    # Least squares through the normal equations (Julia uses QR).
    At = Matrix(transpose(A))
    return lu(At * A) \ (At * B)
end
\(x::Number, A::AbstractArray) = A / x
/(A::AbstractMatrix, B::AbstractMatrix) = Matrix(transpose(lu(Matrix(transpose(B))) \ Matrix(transpose(A))))

# The inverse as getri: U inverted in place (trti2), then X L = inv(U) solved
# from the last column, then the column interchanges undone in reverse.
function inv(A::AbstractMatrix)
    n = _checksquare(A)
    _lufloat(eltype(A)) === Float64 && Core.blas_available() && return _inv_lapack(_f64copy(A))
    F = lu(A; check = false)
    F.info > 0 && throw(SingularException(F.info))
    a = copy(F.factors)
    T = eltype(a)
    for j in 1:n
        a[j, j] = one(T) / a[j, j]
        ajj = -a[j, j]
        # x := U[1:j-1, 1:j-1] (already inverted) * x, x = a[1:j-1, j]
        for jj in 1:(j - 1)
            if a[jj, j] != 0
                temp = a[jj, j]
                for i in 1:(jj - 1)
                    a[i, j] += temp * a[i, jj]
                end
                a[jj, j] *= a[jj, jj]
            end
        end
        for i in 1:(j - 1)
            a[i, j] *= ajj
        end
    end
    work = zeros(T, n)
    for j in n:-1:1
        for i in (j + 1):n
            work[i] = a[i, j]
            a[i, j] = zero(T)
        end
        if j < n
            for jj in (j + 1):n
                temp = -work[jj]
                if temp != 0
                    for i in 1:n
                        a[i, j] += temp * a[i, jj]
                    end
                end
            end
        end
    end
    for j in (n - 1):-1:1
        jp = F.ipiv[j]
        if jp != j
            for i in 1:n
                a[i, j], a[i, jp] = a[i, jp], a[i, j]
            end
        end
    end
    return a
end
inv(D::UniformScaling) = UniformScaling(inv(D.λ))

function rank(A::AbstractMatrix; atol::Real = 0.0, rtol::Real = 0.0)
    isempty(A) && return 0
    B = Matrix{Float64}(undef, size(A)...)
    for j in 1:size(A, 2), i in 1:size(A, 1)
        B[i, j] = A[i, j]
    end
    s = sqrt.(max.(eigvals(Symmetric(Matrix(transpose(B)) * B)), 0.0))
    tol = max(atol, (rtol > 0 ? rtol : min(size(A)...) * eps(Float64)) * maximum(s))
    return count(x -> x > tol, s)
end
