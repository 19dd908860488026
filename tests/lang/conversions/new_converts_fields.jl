# `new` converts each value to its field's declared type (Base.convert), as Julia's lowering
# does: inner constructors of concrete and parametric structs, mutable structs, and the
# error when no conversion exists.
struct Small
    x::Int8
    Small(x) = new(x)
end
struct Pair2{T}
    a::T
    b::T
    Pair2{T}(a, b) where {T} = new{T}(a, b)
end
mutable struct Acc
    total::Float64
    items::Vector{Float64}
    Acc() = new(0, [1, 2])
end
struct Ratio{T<:Integer}
    num::T
    den::T
    function Ratio{T}(n::T, d::T) where {T<:Integer}
        g = gcd(n, d)
        new{T}(div(n, g) * 1, div(d, g) * 1)   # Int8 * Int is an Int: new converts back
    end
end

println(Small(3), " ", typeof(Small(3).x), " ", Small(0x7f).x)
println(Pair2{Float64}(1, 2), " ", Pair2{String}("a", SubString("xbc", 2, 3)))
a = Acc()
println(a.total, " ", a.items, " ", typeof(a.items))
println(Ratio{Int8}(Int8(4), Int8(6)), " ", typeof(Ratio{Int8}(Int8(4), Int8(6)).num))
for f in (() -> Small(300), () -> Small("x"))
    try
        f()
    catch e
        println(typeof(e), " ", e isa MethodError ? (e.f === convert, e.args[1]) : e.T)
    end
end
#= expect
Small(3) Int8 127
Pair2{Float64}(1.0, 2.0) Pair2{String}("a", "bc")
0.0 [1.0, 2.0] Vector{Float64}
Ratio{Int8}(2, 3) Int8
InexactError Int8
MethodError (true, Int8)
=#
