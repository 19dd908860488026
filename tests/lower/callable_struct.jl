# Callable objects and constructors of parametric types are methods whose
# #self# is any value of a type (MethodTarget kCallable).
struct Polynomial
    coeffs::Vector{Int}
end
(p::Polynomial)(x) = sum(c * x^(i - 1) for (i, c) in enumerate(p.coeffs))
struct Wrapper{T}
    value::T
end
Wrapper{T}(x::Wrapper{T}) where {T} = x
(::Type{Wrapper})(x, y) = Wrapper((x, y))
