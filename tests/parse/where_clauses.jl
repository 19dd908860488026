function f(x::T) where {T<:Real}
    x
end

function g(x::T, y::S) where {T, S}
    (x, y)
end

function h(x::T)::T where T
    x
end

function k(v::Vector{T}) where T <: Number
    sum(v)
end

l(x::T) where {T} = x
m(a::A, b::B) where {A} where {B} = a
V = Vector{T} where T
