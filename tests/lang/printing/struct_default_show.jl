# The default printing of structs shows the type name and every field.
struct P
    name::String
    tags::Vector{Symbol}
    score::Float64
end
p = P("n", [:a], 1.5)
println(p)
println([p])
struct Q
    inner::P
    n::Union{Int, Nothing}
end
println(Q(p, nothing))
println(Q(p, 3))
mutable struct M
    x::Int
end
println(M(1))
println((M(2), "s"))
struct Gen
    a
end
println(Gen('c'), " ", Gen("s"), " ", Gen(1:2))
println(string(M(3)), " ", repr(Gen(:z)))
#= expect
P("n", [:a], 1.5)
P[P("n", [:a], 1.5)]
Q(P("n", [:a], 1.5), nothing)
Q(P("n", [:a], 1.5), 3)
M(1)
(M(2), "s")
Gen('c') Gen("s") Gen(1:2)
M(3) Gen(:z)
=#
