# new(xs...) in inner constructors: the fields from a splatted collection.
struct P
    a::Int
    b::Int
    P(xs...) = new(xs...)
end
println(P(1, 2))

struct Q{T}
    a::T
    b::T
    Q{T}(t::Tuple) where {T} = new{T}(t...)
end
println(Q{Float64}((3.0, 4.0)))

mutable struct R
    x::Int
    y::String
    R(args) = new(args...)
    R() = new(0, "zero")
end
r = R(Any[5, "five"])
println(r.x, " ", r.y)
println(R().y)

struct Named
    first::String
    rest::Tuple
    Named(f, r...) = new(f, r)
end
println(Named("a", 1, 2))
#= expect
P(1, 2)
Q{Float64}(3.0, 4.0)
5 five
zero
Named("a", (1, 2))
=#
