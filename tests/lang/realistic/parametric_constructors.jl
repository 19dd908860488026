struct Wrapper{T}
    val::T
    Wrapper(v::T) where {T} = new{T}(v)
end
Base.convert(::Type{Wrapper{T}}, x::T) where {T} = Wrapper(x)
w::Wrapper{Int} = Wrapper(3)
println(w)
abstract type Container{T} end
struct Box{T} <: Container{T}
    items::Vector{T}
end
Box{T}() where {T} = Box{T}(T[])
b = Box{String}()
push!(b.items, "a")
println(b, " ", eltype(b.items), " ", Box <: Container, " ", Box{Int} <: Container{Int})
getitems(c::Container{T}) where {T} = T
println(getitems(b))
struct Pair2{A, B}
    a::A
    b::B
end
Pair2(x) = Pair2(x, x)
println(Pair2(1), " ", Pair2(1, "s"))
println(Pair2{Int, Int}(1.0, 2.0))
#= expect
Wrapper{Int64}(3)
Box{String}(["a"]) String true true
String
Pair2{Int64, Int64}(1, 1) Pair2{Int64, String}(1, "s")
Pair2{Int64, Int64}(1, 2)
=#
