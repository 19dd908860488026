abstract type LList{T} end
struct Nil{T} <: LList{T} end
struct Cons{T} <: LList{T}
    head::T
    tail::LList{T}
end
cons(x::T, l::LList{T}) where {T} = Cons{T}(x, l)
fromvec(v::Vector{T}) where {T} = foldr(cons, v; init = Nil{T}())
Base.iterate(l::LList, s = l) = s isa Nil ? nothing : (s.head, s.tail)
Base.IteratorSize(::Type{<:LList}) = Base.SizeUnknown()
Base.eltype(::Type{<:LList{T}}) where {T} = T
l = fromvec([1, 2, 3])
println(collect(l))
println(sum(l), " ", maximum(l))
for x in l
    print(x, ";")
end
println()
println([2x for x in l])
#= expect
[1, 2, 3]
6 3
1;2;3;
[2, 4, 6]
=#
