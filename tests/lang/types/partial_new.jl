# `new` with fewer arguments than fields: a field of a primitive bits type
# (or a singleton type) is never undefined, as in Julia (its value is
# unspecified, so only written before it is read here); a field of any other
# type is undefined, and reading it raises UndefRefError.
mutable struct Acc
    n::Int
    total::Float64
    seen::Bool
    none::Nothing
    label::String
    extra::Any
    Acc(n::Int) = new(n)
end

struct Frozen
    a::Int
    b::UInt8
    c::Vector{Int}
    Frozen(a::Int) = new(a)
end

mutable struct Pair2{T}
    x::T
    y::T
    Pair2{T}(x) where {T} = new{T}(x)
end

a = Acc(3)
println([isdefined(a, f) for f in fieldnames(Acc)])
println(a.none === nothing)
a.total = 1.5
a.seen = true
println(a.n, " ", a.total, " ", a.seen)
for f in (:label, :extra)
    try
        getfield(a, f)
    catch e
        println(f, ": ", e)
    end
end
a.label = "set"
println(isdefined(a, :label), " ", a.label)

fz = Frozen(4)
println(isdefined(fz, :a), " ", isdefined(fz, :b), " ", isdefined(fz, :c), " ", typeof(fz.b))
try
    fz.c
catch e
    println(e)
end

println(isdefined(Pair2{Int}(1), :y), " ", isdefined(Pair2{String}("s"), :y))
println(isdefined(Pair2{Float64}(1.0), 2), " ", typeof(Pair2{Float64}(1.0).y))

#= expect
Bool[1, 1, 1, 1, 0, 0]
true
3 1.5 true
label: UndefRefError()
extra: UndefRefError()
true set
true true false UInt8
UndefRefError()
true false
true Float64
=#
