# Symbols sort and compare; reflection on types and functions.
println(sort([:c, :a, :b]))
println(isless(:a, :b), " ", :b < :a)
struct P
    x::Int
    y::Float64
end
mutable struct Q
    a
end
println(fieldnames(P), " ", fieldtypes(P))
println(ismutable(P(1, 2.0)), " ", ismutable(Q(1)))
println(nameof(P), " ", parentmodule(P), " ", nameof(sin), " ", parentmodule(sin))
println(hasmethod(sin, Tuple{Float64}), " ", hasmethod(sin, Tuple{String}))
g(x::Int, y) = 1
println(hasmethod(g, Tuple{Int, String}), " ", hasmethod(g, Tuple{String, Int}))
println(hasmethod(sin, (Float64,)), " ", hasmethod(g, (String, Int)))
println(fieldcount(P), " ", isstructtype(P), " ", isprimitivetype(Int))
#= expect
[:a, :b, :c]
true false
(:x, :y) (Int64, Float64)
false true
P Main sin Base
true false
true false
true false
2 true true
=#
