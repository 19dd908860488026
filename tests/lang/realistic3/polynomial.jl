# A Polynomial type: arithmetic operators, callable evaluation, derivative and show
struct Poly{T<:Number}
    c::Vector{T}          # c[1] + c[2] x + c[3] x^2 ...
    function Poly{T}(c::Vector{T}) where {T<:Number}
        n = findlast(!iszero, c)
        new{T}(n === nothing ? T[zero(T)] : c[1:n])
    end
end
Poly(c::Vector{T}) where {T<:Number} = Poly{T}(c)
Poly(xs::Number...) = Poly(collect(promote(xs...)))

degree(p::Poly) = length(p.c) - 1
(p::Poly)(x) = foldr((a, acc) -> a + x * acc, p.c; init = zero(x))

function Base.:+(p::Poly, q::Poly)
    n = max(length(p.c), length(q.c))
    Poly([get(p.c, i, 0) + get(q.c, i, 0) for i in 1:n])
end
Base.:-(p::Poly) = Poly(-p.c)
Base.:-(p::Poly, q::Poly) = p + (-q)
function Base.:*(p::Poly, q::Poly)
    r = zeros(promote_type(eltype(p.c), eltype(q.c)), length(p.c) + length(q.c) - 1)
    for (i, a) in enumerate(p.c), (j, b) in enumerate(q.c)
        r[i+j-1] += a * b
    end
    Poly(r)
end
Base.:*(k::Number, p::Poly) = Poly(k .* p.c)
Base.:(==)(p::Poly, q::Poly) = p.c == q.c
derivative(p::Poly) = degree(p) == 0 ? Poly(zero(eltype(p.c))) : Poly([i * p.c[i+1] for i in 1:degree(p)])

function Base.show(io::IO, p::Poly)
    terms = String[]
    for (i, a) in enumerate(p.c)
        iszero(a) && length(p.c) > 1 && continue
        e = i - 1
        coef = e > 0 && isone(a) ? "" : string(a)
        push!(terms, e == 0 ? coef : e == 1 ? "$(coef)x" : "$(coef)x^$e")
    end
    print(io, join(reverse(terms), " + "))
end

p = Poly(1, 2, 3)          # 1 + 2x + 3x^2
q = Poly(0, 1)             # x
println(p, " | ", q, " | degree ", degree(p))
println(p + q, " | ", p * q, " | ", p - p)
println(p(2), " ", p(0.5), " ", q(10), " ", map(p, 0:3))
println(derivative(p * p), " ", derivative(Poly(5)))
println((q + Poly(-1)) * (q + Poly(1)), " ", 2 * p == p + p)
r = Poly(1//2, 0, 1)
println(r, " ", r(2), " ", typeof(r(2)), " ", Poly(1.5, 0.0, 0.0))
println(Poly([0, 0, 0]), " ", degree(Poly([0, 0, 0])), " ", typeof(p))
#= expect
3x^2 + 2x + 1 | x | degree 2
3x^2 + 3x + 1 | 3x^3 + 2x^2 + x | 0
17 2.75 10 [1, 6, 17, 34]
36x^3 + 36x^2 + 20x + 4 0
x^2 + -1 true
x^2 + 1//2 9//2 Rational{Int64} 1.5
0 0 Poly{Int64}
=#
