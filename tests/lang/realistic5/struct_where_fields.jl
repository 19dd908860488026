# `where` and `<:T` inside a struct field's type: the field's type is a UnionAll
struct Bag
    v::Vector{T} where T
end
struct Scores
    xs::Vector{<:Real}
    names::Dict{String, T} where {T<:Integer}
end
b = Bag([1, 2])
println(b)
println(fieldtype(Bag, :v) == Vector)
println(fieldtype(Scores, :xs) == (Vector{T} where T<:Real))
s = Scores([1.5, 2], Dict("a" => 0x01))
println(typeof(s.xs), " ", typeof(s.names))
println(sum(s.xs), " ", s.names["a"])
println(Bag(["x"]).v isa Vector{String})
try
    Scores(["no"], Dict("a" => 1))
catch e
    println(typeof(e))
end
#= expect
Bag([1, 2])
true
true
Vector{Float64} Dict{String, UInt8}
3.5 1
true
MethodError
=#
