# Types with `where` and `<:T` wildcards used as values (not in a signature).
const RealVec = Vector{T} where T<:Real
println(RealVec, " ", [1.0, 2.0] isa RealVec, " ", ["a"] isa RealVec)
println([1, 2] isa Vector{<:Number}, " ", Dict("a" => 1) isa Dict{String, <:Integer})
println(Vector{<:Real}, " ", Dict{String, <:Number}, " ", Array{T, 2} where T)
println(Vector{Int} <: Vector{<:Real}, " ", Vector{Real} <: Vector{<:Real}, " ", Vector{Any} <: Vector{<:Real})
check(x) = x isa AbstractVector{<:AbstractString} ? "strings" : "other"
println(check(["a", "b"]), " ", check([1]))
T = TypeVar(:T, Integer)
println(T, " ", UnionAll(T, Vector{T}), " ", TypeVar(:T))
#= expect
Vector{<:Real} true false
true true
Vector{<:Real} Dict{String, <:Number} Matrix
true true false
strings other
T<:Integer Vector{<:Integer} T
=#
