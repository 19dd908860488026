function sumsq(v::AbstractVector{T}) where {T<:Number}
    s = zero(T)
    for x in v
        s += x * x
    end
    s
end
println(sumsq([1, 2, 3]), " ", sumsq([0.5, 1.5]))
firsttwo(t::Tuple{A, B, Vararg}) where {A, B} = (A, B)
println(firsttwo((1, "a", 3.0)))
same(a::T, b::T) where {T} = true
same(a, b) = false
println(same(1, 2), " ", same(1, 2.0))
elt(::Type{Vector{T}}) where T = T
println(elt(Vector{Char}))
f(x::Union{Int, String}) = "int or string"
f(x) = "other"
println(f(1), ", ", f("a"), ", ", f(1.0))
g(xs::Vector{<:Real}) = length(xs)
println(g([1, 2]), " ", g([1.0]))
const IntOrNothing = Union{Int, Nothing}
h(x::IntOrNothing) = x === nothing ? "none" : x + 1
println(h(nothing), " ", h(41))
#= expect
14 2.5
(Int64, String)
true false
Char
int or string, int or string, other
2 1
none 42
=#
