# `I`: the identity of any size, λ*I and its sums with matrices.

struct UniformScaling{T<:Number}
    λ::T
end
const I = UniformScaling(true)

show(io::IO, J::UniformScaling) = (print(io, "UniformScaling{", eltype(J.λ), "}("); show(io, J.λ); print(io, ")"))
# display(I): the type, then the scaling as a multiple of I ("true*I"), a
# value with a sign inside it in parentheses ("(1 + 2im)*I").
function show(io::IO, ::MIME"text/plain", J::UniformScaling)
    s = string(J.λ)
    if occursin(r"\w+\s*[\+\-]\s*\w+", s)
        s = string("(", s, ")")
    end
    print(io, "UniformScaling{", eltype(J.λ), "}\n", s, "*I")
end
(J::UniformScaling)(n::Integer) = Diagonal(fill(J.λ, n))
getindex(J::UniformScaling, i::Integer, j::Integer) = i == j ? J.λ : zero(J.λ)

*(J::UniformScaling, x::Number) = UniformScaling(J.λ * x)
*(x::Number, J::UniformScaling) = UniformScaling(x * J.λ)
/(J::UniformScaling, x::Number) = UniformScaling(J.λ / x)
-(J::UniformScaling) = UniformScaling(-J.λ)
+(J1::UniformScaling, J2::UniformScaling) = UniformScaling(J1.λ + J2.λ)
-(J1::UniformScaling, J2::UniformScaling) = UniformScaling(J1.λ - J2.λ)
*(J1::UniformScaling, J2::UniformScaling) = UniformScaling(J1.λ * J2.λ)
*(J::UniformScaling, A::AbstractVecOrMat) = J.λ * A
*(A::AbstractVecOrMat, J::UniformScaling) = A * J.λ
==(J1::UniformScaling, J2::UniformScaling) = J1.λ == J2.λ

function +(A::AbstractMatrix, J::UniformScaling)
    n = _checksquare(A)
    T = promote_type(eltype(A), typeof(J.λ))
    B = Matrix{T}(undef, n, n)
    for j in 1:n, i in 1:n
        B[i, j] = i == j ? A[i, j] + J.λ : A[i, j]
    end
    return B
end
+(J::UniformScaling, A::AbstractMatrix) = A + J
-(A::AbstractMatrix, J::UniformScaling) = A + (-J)
-(J::UniformScaling, A::AbstractMatrix) = (-A) + J

function Matrix{T}(J::UniformScaling, m::Integer, n::Integer) where {T}
    A = zeros(T, m, n)
    for i in 1:min(m, n)
        A[i, i] = J.λ
    end
    return A
end
Matrix(J::UniformScaling, m::Integer, n::Integer) = Matrix{typeof(J.λ)}(J, m, n)
Matrix{T}(J::UniformScaling, dims::Tuple) where {T} = Matrix{T}(J, dims[1], dims[2])
Matrix(J::UniformScaling, dims::Tuple) = Matrix(J, dims[1], dims[2])

# A square matrix compared with λI: equal when its diagonal is λ and the rest zero;
# approximately, in the Frobenius norm against λI's (|λ|√n).
function ==(A::AbstractMatrix, J::UniformScaling)
    size(A, 1) == size(A, 2) || return false
    for j in axes(A, 2), i in axes(A, 1)
        A[i, j] == (i == j ? J.λ : zero(J.λ)) || return false
    end
    return true
end
==(J::UniformScaling, A::AbstractMatrix) = A == J
function Base.isapprox(J::UniformScaling, A::AbstractMatrix; atol::Real = 0,
                       rtol::Real = atol > 0 ? 0 : Base._rtol(real(zero(promote_type(typeof(J.λ), eltype(A))))),
                       nans::Bool = false)
    n = _checksquare(A)
    normJ = abs(J.λ) * sqrt(n)
    return norm(A - J) <= max(atol, rtol * max(norm(A), normJ))
end
Base.isapprox(A::AbstractMatrix, J::UniformScaling; kwargs...) = isapprox(J, A; kwargs...)
