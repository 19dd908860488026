# Products, norms and triangular parts of vectors and matrices.

dot(x::AbstractArray, y::AbstractArray) = _dot(x, y)
function _dot(x::AbstractArray, y::AbstractArray)
    length(x) == length(y) || throw(DimensionMismatch(
        "first array has length $(length(x)) which does not match the length of the second, $(length(y))."))
    isempty(x) && return zero(eltype(x)) * zero(eltype(y))
    s = conj(x[1]) * y[1]
    for i in 2:length(x)
        s += conj(x[i]) * y[i]
    end
    return s
end
dot(x::Number, y::Number) = conj(x) * y
const ⋅ = dot

function cross(a::AbstractVector, b::AbstractVector)
    (length(a) == 3 && length(b) == 3) ||
        throw(DimensionMismatch("cross product is only defined for vectors of length 3"))
    a1, a2, a3 = a[1], a[2], a[3]
    b1, b2, b3 = b[1], b[2], b[3]
    return [a2 * b3 - a3 * b2, a3 * b1 - a1 * b3, a1 * b2 - a2 * b1]
end
const × = cross

# The 2-norm: the square root of the sum of squares, rescaled by the largest
# magnitude only when the squares would overflow or underflow (as Julia's
# generic norm).
function _norm2(x)
    n = length(x)
    n == 0 && return 0.0
    maxabs = float(maximum(abs, x))
    (maxabs == 0 || isinf(maxabs)) && return maxabs
    if isfinite(n * maxabs * maxabs) && maxabs * maxabs != 0
        s = 0.0
        for v in x
            s += abs2(v)
        end
        return sqrt(s)
    end
    s = 0.0
    for v in x
        s += abs2(v / maxabs)
    end
    return maxabs * sqrt(s)
end

function norm(x::AbstractArray, p::Real = 2)
    isempty(x) && return float(zero(eltype(x)))
    if p == 2
        # Julia's norm2 calls BLAS nrm2 from 32 elements on.
        x isa Union{Vector{Float64}, Matrix{Float64}} && length(x) >= 32 && Core.blas_available() && return Core.blas_nrm2(x)
        return _norm2(x)
    elseif p == 1
        return float(sum(abs, x))
    elseif p == Inf
        return float(maximum(abs, x))
    elseif p == -Inf
        return float(minimum(abs, x))
    elseif p == 0
        return float(count(v -> !iszero(v), x))
    end
    s = 0.0
    maxabs = float(maximum(abs, x))
    maxabs == 0 && return maxabs
    for v in x
        s += (abs(v) / maxabs)^p
    end
    return maxabs * s^(1 / p)
end
norm(x::Number, p::Real = 2) = float(abs(x))

# As Julia: the elements times the norm's inverse (so normalize([3.0, 4.0]) is
# [0.6000000000000001, 0.8]), scaled first when the inverse would overflow.
function _normalize!(a::AbstractArray, nrm)
    delta = inv(prevfloat(typemax(nrm)))
    if nrm >= delta
        rmul!(a, inv(nrm))
    else
        ed = eps(one(nrm)) / delta
        rmul!(a, ed)
        rmul!(a, inv(nrm * ed))
    end
    return a
end
normalize!(a::AbstractArray, p::Real = 2) = _normalize!(a, norm(a, p))
function normalize(a::AbstractArray, p::Real = 2)
    nrm = norm(a, p)
    isempty(a) && return float.(a)
    aa = similar(a, typeof(first(a) / nrm))
    copyto!(aa, a)
    return _normalize!(aa, nrm)
end
normalize(x::Number) = iszero(x) ? x / abs(x) : sign(x)

function opnorm(A::AbstractMatrix, p::Real = 2)
    m, n = size(A)
    if p == 1
        return float(maximum(j -> sum(i -> abs(A[i, j]), 1:m), 1:n))
    elseif p == Inf
        return float(maximum(i -> sum(j -> abs(A[i, j]), 1:n), 1:m))
    end
    vals = eigvals(Symmetric(Matrix(transpose(A)) * A))
    return sqrt(max(maximum(vals), 0.0))
end

function tr(A::AbstractMatrix)
    n = _checksquare(A)
    s = A[1, 1]
    for i in 2:n
        s += A[i, i]
    end
    return s
end

function _checksquare(A::AbstractMatrix)
    m, n = size(A)
    m == n || throw(DimensionMismatch("matrix is not square: dimensions are $(size(A))"))
    return n
end

function diag(A::AbstractMatrix, k::Integer = 0)
    m, n = size(A)
    if k >= 0
        return [A[i, i + k] for i in 1:max(0, min(m, n - k))]
    end
    return [A[i - k, i] for i in 1:max(0, min(m + k, n))]
end

function diagm(v::AbstractVector)
    n = length(v)
    A = zeros(eltype(v), n, n)
    for i in 1:n
        A[i, i] = v[i]
    end
    return A
end
function diagm(p::Pair)
    k = p.first
    v = p.second
    n = length(v) + abs(k)
    A = zeros(eltype(v), n, n)
    for i in 1:length(v)
        if k >= 0
            A[i, i + k] = v[i]
        else
            A[i - k, i] = v[i]
        end
    end
    return A
end

function triu!(A::AbstractMatrix, k::Integer = 0)
    m, n = size(A)
    for j in 1:n, i in 1:m
        if j - i < k
            A[i, j] = zero(eltype(A))
        end
    end
    return A
end
function tril!(A::AbstractMatrix, k::Integer = 0)
    m, n = size(A)
    for j in 1:n, i in 1:m
        if j - i > k
            A[i, j] = zero(eltype(A))
        end
    end
    return A
end
triu(A::AbstractMatrix, k::Integer = 0) = triu!(copy(A), k)
tril(A::AbstractMatrix, k::Integer = 0) = tril!(copy(A), k)

function issymmetric(A::AbstractMatrix)
    m, n = size(A)
    m == n || return false
    for j in 1:n, i in (j + 1):n
        A[i, j] == A[j, i] || return false
    end
    return true
end
issymmetric(x::Number) = x == x
ishermitian(A::AbstractMatrix) = issymmetric(A) && all(x -> x == conj(x), A)
function istriu(A::AbstractMatrix, k::Integer = 0)
    m, n = size(A)
    for j in 1:n, i in 1:m
        j - i < k && !iszero(A[i, j]) && return false
    end
    return true
end
function istril(A::AbstractMatrix, k::Integer = 0)
    m, n = size(A)
    for j in 1:n, i in 1:m
        j - i > k && !iszero(A[i, j]) && return false
    end
    return true
end
isdiag(A::AbstractMatrix) = istriu(A) && istril(A)

function kron(A::AbstractVecOrMat, B::AbstractVecOrMat)
    ma, na = size(A, 1), size(A, 2)
    mb, nb = size(B, 1), size(B, 2)
    T = promote_type(eltype(A), eltype(B))
    C = Matrix{T}(undef, ma * mb, na * nb)
    for ja in 1:na, ia in 1:ma, jb in 1:nb, ib in 1:mb
        C[(ia - 1) * mb + ib, (ja - 1) * nb + jb] = A[ia, ja] * B[ib, jb]
    end
    return C
end
function kron(a::AbstractVector, b::AbstractVector)
    T = promote_type(eltype(a), eltype(b))
    return T[x * y for x in a for y in b]
end

# Matrix powers by repeated squaring for integer exponents (Julia's power_by_squaring).
function ^(A::AbstractMatrix, p::Integer)
    n = _checksquare(A)
    p < 0 && return inv(A)^(-p)
    p == 0 && return Matrix{eltype(A)}(I, n, n)
    p == 1 && return copy(A)
    t = trailing_zeros(p) + 1
    p >>= t
    x = A
    while (t -= 1) > 0
        x = x * x
    end
    y = x
    while p > 0
        t = trailing_zeros(p) + 1
        p >>= t
        while (t -= 1) >= 0
            x = x * x
        end
        y = y * x
    end
    return y
end

function axpy!(a, x::AbstractArray, y::AbstractArray)
    for i in eachindex(x)
        y[i] += a * x[i]
    end
    return y
end
function lmul!(a::Number, B::AbstractArray)
    for i in eachindex(B)
        B[i] = a * B[i]
    end
    return B
end
function rmul!(B::AbstractArray, a::Number)
    for i in eachindex(B)
        B[i] = B[i] * a
    end
    return B
end
function mul!(C::AbstractArray, A::AbstractVecOrMat, B::AbstractVecOrMat)
    P = A * B
    for i in eachindex(P)
        C[i] = P[i]
    end
    return C
end
