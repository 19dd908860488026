# Eigen-decomposition of real symmetric matrices by the cyclic Jacobi method:
# eigenvalues in ascending order, unit eigenvectors as columns with a
# non-negative last component.

struct Symmetric{T, S<:AbstractMatrix{T}} <: AbstractMatrix{T}
    data::S
end
Symmetric(A::AbstractMatrix{T}) where {T} = Symmetric{T, typeof(A)}(A)
size(S::Symmetric) = size(S.data)
getindex(S::Symmetric, i::Integer, j::Integer) = i <= j ? S.data[i, j] : S.data[j, i]

struct Eigen{T, V, S<:AbstractMatrix, U<:AbstractVector}
    values::U
    vectors::S
end

Base.summary(io::IO, E::Eigen) = print(io, typeof(E))
function show(io::IO, ::MIME"text/plain", E::Eigen)
    summary(io, E)
    println(io)
    println(io, "values:")
    show(io, MIME"text/plain"(), E.values)
    println(io, "\nvectors:")
    show(io, MIME"text/plain"(), E.vectors)
end

# Iterating an Eigen gives values then vectors (`vals, vecs = eigen(A)`).
Base.iterate(E::Eigen, state = 1) = state == 1 ? (E.values, 2) : state == 2 ? (E.vectors, 3) : nothing

function _jacobi(A::AbstractMatrix)
    n = _checksquare(A)
    a = Matrix{Float64}(undef, n, n)
    for j in 1:n, i in 1:n
        a[i, j] = (A[i, j] + A[j, i]) / 2
    end
    v = Matrix{Float64}(I, n, n)
    for sweep in 1:100
        off = 0.0
        for j in 1:n, i in 1:(j - 1)
            off += a[i, j]^2
        end
        off == 0.0 && break
        for p in 1:(n - 1), q in (p + 1):n
            apq = a[p, q]
            apq == 0.0 && continue
            # Rutishauser's form: the diagonal moves by t*apq and the pivot
            # entry becomes exactly zero.
            theta = (a[q, q] - a[p, p]) / (2 * apq)
            t = theta == 0.0 ? 1.0 : sign(theta) / (abs(theta) + sqrt(theta^2 + 1))
            c = 1 / sqrt(t^2 + 1)
            s = t * c
            tau = s / (1 + c)
            a[p, p] -= t * apq
            a[q, q] += t * apq
            a[p, q] = 0.0
            a[q, p] = 0.0
            for k in 1:n
                (k == p || k == q) && continue
                akp = a[k, p]
                akq = a[k, q]
                a[k, p] = akp - s * (akq + tau * akp)
                a[k, q] = akq + s * (akp - tau * akq)
                a[p, k] = a[k, p]
                a[q, k] = a[k, q]
            end
            for k in 1:n
                vkp = v[k, p]
                vkq = v[k, q]
                v[k, p] = vkp - s * (vkq + tau * vkp)
                v[k, q] = vkq + s * (vkp - tau * vkq)
            end
        end
    end
    vals = [a[i, i] for i in 1:n]
    perm = sortperm(vals)
    vecs = v[:, perm]
    # A fixed sign: the last component of each vector is made non-negative.
    for j in 1:n
        if vecs[n, j] < 0
            for i in 1:n
                vecs[i, j] = -vecs[i, j]
            end
        end
    end
    return vals[perm], vecs
end

function eigen(A::AbstractMatrix)
    if !issymmetric(A)
        eltype(A) <: Real && Core.blas_available() && return _geevx(A, true)
        throw(ArgumentError("eigen: without OpenBLAS, Kiln computes eigen-decompositions of real symmetric matrices only"))
    end
    if eltype(A) <: Real && Core.blas_available()
        vals, vecs = _syevr(A, true)
    else
        vals, vecs = _jacobi(A)
    end
    return Eigen{Float64, Float64, Matrix{Float64}, Vector{Float64}}(vals, vecs)
end
eigen(S::Symmetric) = eigen(_full(S))
function eigvals(A::AbstractMatrix)
    if !issymmetric(A)
        eltype(A) <: Real && Core.blas_available() && return _geevx(A, false)
        throw(ArgumentError("eigvals: without OpenBLAS, Kiln computes eigenvalues of real symmetric matrices only"))
    end
    eltype(A) <: Real && Core.blas_available() && return _syevr(A, false)[1]
    return eigen(A).values
end
eigvecs(A::AbstractMatrix) = eigen(A).vectors
function eigmax(A::AbstractMatrix)
    v = eigvals(A)
    eltype(v) <: Complex && throw(DomainError(A, "`A` cannot have complex eigenvalues."))
    return maximum(v)
end
function eigmin(A::AbstractMatrix)
    v = eigvals(A)
    eltype(v) <: Complex && throw(DomainError(A, "`A` cannot have complex eigenvalues."))
    return minimum(v)
end
Matrix(S::Symmetric) = _full(S)
function _full(S::Symmetric)
    n = size(S, 1)
    return [S[i, j] for i in 1:n, j in 1:n]
end

# A general real matrix: geevx with balancing, as Julia's eigen!/eigvals!. Real
# eigenvalues stay Float64; with a complex pair, all become ComplexF64 and the
# vectors of a pair are v ± im*w from consecutive columns. Sorted by
# (real, imag) as Julia's eigsortby.
function _geevx(A::AbstractMatrix, vectors::Bool)
    n = _checksquare(A)
    a = _f64copy(A)
    _chkfinite(a)
    wr = Vector{Float64}(undef, n)
    wi = Vector{Float64}(undef, n)
    VR = Matrix{Float64}(undef, vectors ? n : 0, vectors ? n : 0)
    info = Core.lapack_geevx(vectors, a, wr, wi, VR)
    info == 0 || throw(ErrorException("LAPACK geevx failed to converge (info = $info)"))
    if all(iszero, wi)
        p = issorted(wr) ? collect(1:n) : sortperm(wr)
        vals = wr[p]
        vectors || return vals
        return Eigen{Float64, Float64, Matrix{Float64}, Vector{Float64}}(vals, VR[:, p])
    end
    vals = ComplexF64[complex(wr[j], wi[j]) for j in 1:n]
    key(z) = (real(z), imag(z))
    p = issorted(vals; by = key) ? collect(1:n) : sortperm(vals; by = key)
    vectors || return vals[p]
    V = zeros(ComplexF64, n, n)
    j = 1
    while j <= n
        if wi[j] == 0
            for i in 1:n
                V[i, j] = VR[i, j]
            end
        else
            for i in 1:n
                V[i, j] = complex(VR[i, j], VR[i, j+1])
                V[i, j+1] = complex(VR[i, j], -VR[i, j+1])
            end
            j += 1
        end
        j += 1
    end
    return Eigen{ComplexF64, ComplexF64, Matrix{ComplexF64}, Vector{ComplexF64}}(vals[p], V[:, p])
end
