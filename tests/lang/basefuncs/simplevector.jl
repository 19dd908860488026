# A type's parameters are a Core.SimpleVector: indexed, measured, iterated.
T = Dict{String, Int}
println(T.parameters[1])
println(T.parameters[2])
println(length(T.parameters))
println(typeof(T.parameters))
for p in T.parameters
    println("param: ", p)
end
println(collect(T.parameters))
println(Tuple{Int, Float64}.parameters)
println(first(Vector{Char}.parameters), " ", last(Vector{Char}.parameters))
println(isempty(Int.parameters))
elt(::Type{V}) where {V <: AbstractVector} = V.parameters[1]
println(elt(Vector{Float32}))
#= expect
String
Int64
2
Core.SimpleVector
param: String
param: Int64
Any[String, Int64]
svec(Int64, Float64)
Char 1
true
Float32
=#
