struct Polynomial
    coeffs::Vector{Int}
end
(p::Polynomial)(x) = sum(c * x^(i - 1) for (i, c) in enumerate(p.coeffs))
p = Polynomial([1, 0, 2])
println(p(3), " ", map(p, 0:2))
struct Adder{N} end
(::Adder{N})(x) where {N} = x + N
add5 = Adder{5}()
println(add5(10))
Base.:*(p::Polynomial, k::Int) = Polynomial(p.coeffs .* k)
println((p * 2)(1))
mutable struct Counter
    n::Int
end
(c::Counter)() = (c.n += 1)
c = Counter(0)
c(); c()
println(c.n)
#= expect
19 [1, 3, 9]
15
6
2
=#
