# QR factorization as Julia's qr of a dense matrix computes it: geqrt, the
# compact WY form (R and the Householder vectors in `factors`, the block
# reflectors' triangular factors in `T`, block size min(m, n, 36)); Q is applied
# with gemqrt, never formed unless asked for.

struct QRCompactWY{S, M<:AbstractMatrix{S}, C<:AbstractMatrix{S}}
    factors::M
    T::C
end
struct QRCompactWYQ{S, M<:AbstractMatrix{S}, C<:AbstractMatrix{S}}
    factors::M
    T::C
end

function qr(A::AbstractMatrix)
    _needblas("qr")
    a = _f64copy(A)
    m, n = size(a)
    k = min(m, n)
    T = Matrix{Float64}(undef, min(k, 36), k)
    Core.lapack_geqrt(a, T)
    return QRCompactWY{Float64, Matrix{Float64}, Matrix{Float64}}(a, T)
end

size(F::QRCompactWY) = size(getfield(F, :factors))
size(F::QRCompactWY, d::Integer) = size(getfield(F, :factors), d)
size(Q::QRCompactWYQ) = (size(Q.factors, 1), size(Q.factors, 1))
size(Q::QRCompactWYQ, d::Integer) = d <= 2 ? size(Q.factors, 1) : 1

function Base.getproperty(F::QRCompactWY, s::Symbol)
    if s === :R
        A = getfield(F, :factors)
        m, n = size(A)
        return triu!(A[1:min(m, n), 1:n])
    elseif s === :Q
        return QRCompactWYQ{Float64, Matrix{Float64}, Matrix{Float64}}(getfield(F, :factors), getfield(F, :T))
    end
    return getfield(F, s)
end
Base.iterate(F::QRCompactWY, state = 1) = state == 1 ? (F.Q, 2) : state == 2 ? (F.R, 3) : nothing

Base.summary(io::IO, F::QRCompactWY) = show(io, typeof(F))
function show(io::IO, ::MIME"text/plain", F::QRCompactWY)
    summary(io, F)
    println(io)
    print(io, "Q factor: ")
    show(io, MIME"text/plain"(), F.Q)
    println(io, "\nR factor:")
    show(io, MIME"text/plain"(), F.R)
end
function show(io::IO, ::MIME"text/plain", Q::QRCompactWYQ)
    m = size(Q.factors, 1)
    print(io, m, "×", m, " ")
    show(io, typeof(Q))
end

# Q (m×m) times B: B has m rows, or min(m, n) rows and is padded with zeros, as
# Julia's `*(::AbstractQ, ::AbstractVecOrMat)`.
function _qmul(Q::QRCompactWYQ, B::AbstractVecOrMat, trans::Bool)
    m, n = size(Q.factors)
    rows = size(B, 1)
    if rows == m
        X = _f64copy(B)
    elseif !trans && rows == min(m, n)
        X = B isa AbstractVector ? zeros(Float64, m) : zeros(Float64, m, size(B, 2))
        for j in 1:size(B, 2), i in 1:rows
            X[i, j] = B[i, j]
        end
    else
        throw(DimensionMismatch(B isa AbstractVector ?
            "vector must have length either $m or $(min(m, n))" :
            "first dimension of matrix must have size either $m or $(min(m, n))"))
    end
    Core.lapack_gemqrt(true, trans, Q.factors, Q.T, X)
    return X
end
*(Q::QRCompactWYQ, B::AbstractVecOrMat) = _qmul(Q, B, false)
function *(A::AbstractMatrix, Q::QRCompactWYQ)
    m = size(Q.factors, 1)
    size(A, 2) == m || throw(DimensionMismatch("matrix A has dimensions $(size(A)) but Q has dimensions ($m, $m)"))
    X = _f64copy(A)
    Core.lapack_gemqrt(false, false, Q.factors, Q.T, X)
    return X
end
*(Q::QRCompactWYQ, R::UpperTriangular) = Q * Matrix(R)
*(Q::Adjoint{T, S}, B::AbstractMatrix) where {T, S<:QRCompactWYQ} = _qmul(parent(Q), B, true)
*(Q::Adjoint{T, S}, b::AbstractVector) where {T, S<:QRCompactWYQ} = _qmul(parent(Q), b, true)
Base.adjoint(Q::QRCompactWYQ) = Adjoint{Float64, typeof(Q)}(Q)
function Matrix(Q::QRCompactWYQ)
    m, n = size(Q.factors)
    return Q * Matrix{Float64}(I, m, min(m, n))
end
Array(Q::QRCompactWYQ) = Matrix(Q)
Base.collect(Q::QRCompactWYQ) = Q * Matrix{Float64}(I, size(Q.factors, 1), size(Q.factors, 1))
*(Q::QRCompactWYQ, J::UniformScaling) = J.λ * collect(Q)
function getindex(Q::QRCompactWYQ, i::Integer, j::Integer)
    m = size(Q.factors, 1)
    e = zeros(Float64, m)
    e[j] = 1.0
    return (Q * e)[i]
end

# Least squares (or the solution of a square system): R \ (Q' b)[1:n], as Julia's
# ldiv! of a QRCompactWY.
function \(F::QRCompactWY, B::AbstractVecOrMat)
    m, n = size(F)
    m == size(B, 1) || throw(DimensionMismatch("Both inputs should have the same number of rows"))
    m >= n || throw(ArgumentError("qr(A) \\ B: Kiln solves only with a matrix of at least as many rows as columns"))
    X = _f64copy(B)
    Q = F.Q
    Core.lapack_gemqrt(true, true, Q.factors, Q.T, X)
    R = F.R
    for i in 1:n
        R[i, i] == 0 && throw(SingularException(i))
    end
    if X isa AbstractVector
        Y = X[1:n]
    else
        Y = X[1:n, :]
    end
    Core.lapack_trtrs(true, R, Y)
    return Y
end
