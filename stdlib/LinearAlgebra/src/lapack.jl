# Dense Float64 linear algebra through the BLAS and LAPACK routines Julia's
# LinearAlgebra calls (OpenBLAS, reached through Core builtins): products, dot,
# norm, LU, inverse, solves, Cholesky, symmetric eigen-decomposition and SVD.

function _f64copy(A::AbstractMatrix)
    m, n = size(A)
    B = Matrix{Float64}(undef, m, n)
    for j in 1:n, i in 1:m
        B[i, j] = A[i, j]
    end
    return B
end
function _f64copy(v::AbstractVector)
    w = Vector{Float64}(undef, length(v))
    for i in 1:length(v)
        w[i] = v[i]
    end
    return w
end

_needblas(f) = Core.blas_available() ||
    throw(ErrorException(string(f, " needs OpenBLAS, which this kiln cannot load (libopenblas.so.0)")))

function _chkfinite(A)
    for x in A
        isfinite(x) || throw(ArgumentError("matrix contains Infs or NaNs"))
    end
    return true
end

function dot(x::Union{Vector{Float64}, Matrix{Float64}}, y::Union{Vector{Float64}, Matrix{Float64}})
    length(x) == length(y) || throw(DimensionMismatch(
        "dot product arguments have lengths $(length(x)) and $(length(y))"))
    Core.blas_available() || return _dot(x, y)
    return Core.blas_dot(x, y)
end

function _lu_lapack(A::Matrix{Float64}, check::Bool)
    check && _chkfinite(A)
    ipiv = Vector{Int}(undef, min(size(A)...))
    info = Core.lapack_getrf(A, ipiv)
    check && info > 0 && throw(SingularException(info))
    return LU(A, ipiv, info)
end

function _inv_lapack(A::Matrix{Float64})
    n = size(A, 1)
    if istriu(A) || istril(A)
        up = istriu(A)
        for i in 1:n
            A[i, i] == 0 && throw(SingularException(i))
        end
        Core.lapack_trtri(up, A)
        return up ? triu!(A) : tril!(A)
    end
    F = _lu_lapack(A, true)
    Core.lapack_getri(F.factors, F.ipiv)
    return F.factors
end

function _ldiv_square(A::Matrix{Float64}, B::AbstractVecOrMat)
    X = _f64copy(B)
    n = size(A, 1)
    lower = istril(A)
    upper = istriu(A)
    if lower && upper
        for i in 1:n
            A[i, i] == 0 && throw(SingularException(i))
        end
        for j in 1:size(X, 2), i in 1:n
            X[i, j] = X[i, j] / A[i, i]
        end
        return X
    elseif lower || upper
        for i in 1:n
            A[i, i] == 0 && throw(SingularException(i))
        end
        Core.lapack_trtrs(upper, A, X)
        return X
    end
    F = _lu_lapack(A, true)
    Core.lapack_getrs(F.factors, F.ipiv, X)
    return X
end

Base.summary(io::IO, F::LU) = print(io, typeof(F))
function show(io::IO, ::MIME"text/plain", F::LU)
    if issuccess(F)
        summary(io, F)
        println(io)
        println(io, "L factor:")
        show(io, MIME"text/plain"(), F.L)
        println(io, "\nU factor:")
        show(io, MIME"text/plain"(), F.U)
    else
        print(io, "Failed factorization of type ", typeof(F))
    end
end
function Base.getproperty(F::LU, s::Symbol)
    if s === :L
        A = getfield(F, :factors)
        m, n = size(A)
        L = tril!(A[1:m, 1:min(m, n)])
        for i in 1:min(m, n)
            L[i, i] = one(eltype(L))
        end
        return L
    elseif s === :U
        A = getfield(F, :factors)
        m, n = size(A)
        return triu!(A[1:min(m, n), 1:n])
    elseif s === :p
        ipiv = getfield(F, :ipiv)
        m = size(getfield(F, :factors), 1)
        p = collect(1:m)
        for i in 1:length(ipiv)
            p[i], p[ipiv[i]] = p[ipiv[i]], p[i]
        end
        return p
    elseif s === :P
        p = F.p
        m = length(p)
        P = zeros(Float64, m, m)
        for i in 1:m
            P[i, p[i]] = 1.0
        end
        return P
    end
    return getfield(F, s)
end
Base.iterate(F::LU, state = 1) = state == 1 ? (F.L, 2) : state == 2 ? (F.U, 3) : state == 3 ? (F.p, 4) : nothing

# Cholesky: the upper factor from potrf, as Julia's cholesky of a dense matrix.
struct Cholesky{T, S<:AbstractMatrix{T}}
    factors::S
    uplo::Char
    info::Int
end

struct PosDefException <: Exception
    info::Int
end
function Base.showerror(io::IO, ex::PosDefException)
    print(io, "PosDefException: matrix is not ")
    print(io, ex.info == -1 ? "Hermitian" : "positive definite")
    print(io, "; factorization failed.")
end

function cholesky(A::AbstractMatrix; check::Bool = true)
    _checksquare(A)
    _needblas("cholesky")
    C = _f64copy(A)
    if !issymmetric(C)
        check && throw(PosDefException(-1))
        return Cholesky{Float64, Matrix{Float64}}(C, 'U', -1)
    end
    info = Core.lapack_potrf(C)
    check && info > 0 && throw(PosDefException(info))
    return Cholesky{Float64, Matrix{Float64}}(C, 'U', info)
end
issuccess(C::Cholesky) = C.info == 0
function Base.getproperty(C::Cholesky, s::Symbol)
    if s === :U || s === :UL
        return UpperTriangular(getfield(C, :factors))
    elseif s === :L
        return LowerTriangular(Matrix(transpose(getfield(C, :factors))))
    end
    return getfield(C, s)
end
det(C::Cholesky) = prod(i -> C.factors[i, i], 1:size(C.factors, 1))^2
\(C::Cholesky, b::AbstractVecOrMat) = C.U \ (C.L \ b)
Base.summary(io::IO, C::Cholesky) = print(io, typeof(C))
function show(io::IO, ::MIME"text/plain", C::Cholesky)
    if issuccess(C)
        summary(io, C)
        println(io)
        println(io, C.uplo, " factor:")
        show(io, MIME"text/plain"(), C.UL)
    else
        print(io, "Failed factorization of type ", typeof(C))
    end
end

# Symmetric eigen-decomposition: syevr, as Julia's eigen(Symmetric(A)).
function _syevr(A::AbstractMatrix, vectors::Bool)
    n = _checksquare(A)
    a = _f64copy(A)
    w = Vector{Float64}(undef, n)
    Z = Matrix{Float64}(undef, vectors ? n : 0, vectors ? n : 0)
    _chkfinite(a)
    info = Core.lapack_syevr(vectors, a, w, Z)
    info == 0 || throw(ErrorException("LAPACK syevr failed to converge (info = $info)"))
    return w, Z
end

# Singular value decomposition: gesdd, as Julia's svd (thin, or full = true) and svdvals.
struct SVD{T, Tr, M<:AbstractArray{T}, C<:AbstractVector{Tr}}
    U::M
    S::C
    Vt::M
end
function svd(A::AbstractMatrix; full::Bool = false)
    _needblas("svd")
    a = _f64copy(A)
    _chkfinite(a)
    m, n = size(a)
    k = min(m, n)
    U = Matrix{Float64}(undef, m, full ? m : k)
    S = Vector{Float64}(undef, k)
    Vt = Matrix{Float64}(undef, full ? n : k, n)
    info = Core.lapack_gesdd(true, a, U, S, Vt)
    info == 0 || throw(ErrorException("LAPACK gesdd failed to converge (info = $info)"))
    return SVD{Float64, Float64, Matrix{Float64}, Vector{Float64}}(U, S, Vt)
end
function svdvals(A::AbstractMatrix)
    _needblas("svdvals")
    a = _f64copy(A)
    _chkfinite(a)
    k = min(size(a)...)
    S = Vector{Float64}(undef, k)
    E = Matrix{Float64}(undef, 0, 0)
    info = Core.lapack_gesdd(false, a, E, S, Matrix{Float64}(undef, 0, 0))
    info == 0 || throw(ErrorException("LAPACK gesdd failed to converge (info = $info)"))
    return S
end
function Base.getproperty(F::SVD, s::Symbol)
    s === :V && return adjoint(getfield(F, :Vt))
    return getfield(F, s)
end
Base.iterate(F::SVD, state = 1) = state == 1 ? (F.U, 2) : state == 2 ? (F.S, 3) : state == 3 ? (F.V, 4) : nothing
Base.summary(io::IO, F::SVD) = print(io, typeof(F))
function show(io::IO, ::MIME"text/plain", F::SVD)
    summary(io, F)
    println(io)
    println(io, "U factor:")
    show(io, MIME"text/plain"(), F.U)
    println(io, "\nsingular values:")
    show(io, MIME"text/plain"(), F.S)
    println(io, "\nVt factor:")
    show(io, MIME"text/plain"(), F.Vt)
end

# Julia's definitions over the factorizations above.
isposdef(A::AbstractMatrix) = ishermitian(A) && issuccess(cholesky(A; check = false))
isposdef(x::Number) = imag(x) == 0 && real(x) > 0

function cond(A::AbstractMatrix, p::Real = 2)
    if p == 2
        v = svdvals(A)
        maxv = maximum(v)
        return maxv == 0.0 ? Inf : maxv / minimum(v)
    elseif p == 1 || p == Inf
        _checksquare(A)
        Ainv = try
            inv(A)
        catch e
            e isa SingularException && return Inf
            rethrow()
        end
        return opnorm(A, p) * opnorm(Ainv, p)
    end
    throw(ArgumentError("p-norm must be 1, 2 or Inf, got $p"))
end

function nullspace(A::AbstractVecOrMat; atol::Real = 0.0,
                   rtol::Real = (min(size(A, 1), size(A, 2)) * eps(Float64)) * iszero(atol))
    m, n = size(A, 1), size(A, 2)
    (m == 0 || n == 0) && return Matrix{Float64}(I, n, n)
    F = svd(A isa AbstractVector ? reshape(A, m, 1) : A; full = true)
    tol = max(atol, F.S[1] * rtol)
    indstart = count(s -> s > tol, F.S) + 1
    return copy(adjoint(F.Vt[indstart:end, :]))
end

function pinv(A::AbstractMatrix; atol::Real = 0.0,
              rtol::Real = (eps(Float64) * min(size(A)...)) * iszero(atol))
    m, n = size(A)
    (m == 0 || n == 0) && return Matrix{Float64}(undef, n, m)
    F = svd(A)
    tol2 = max(atol, rtol * maximum(F.S))
    Sinv = zeros(length(F.S))
    for i in eachindex(F.S)
        F.S[i] > tol2 && (Sinv[i] = inv(F.S[i]))
    end
    return adjoint(F.Vt) * (Diagonal(Sinv) * adjoint(F.U))
end
pinv(x::Number) = iszero(x) ? zero(float(x)) : inv(x)
