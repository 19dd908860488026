# An immutable linked list with the iteration protocol, show, and generic functions
abstract type LList{T} end
struct Nil{T} <: LList{T} end
struct Cons{T} <: LList{T}
    head::T
    tail::LList{T}
end

Nil() = Nil{Any}()
cons(x::T, l::LList{T}) where {T} = Cons{T}(x, l)
llist(xs::T...) where {T} = foldr(cons, xs; init = Nil{T}())

Base.iterate(l::LList, state = l) = state isa Nil ? nothing : (state.head, state.tail)
Base.IteratorSize(::Type{<:LList}) = Base.SizeUnknown()
Base.eltype(::Type{<:LList{T}}) where {T} = T
Base.isempty(l::LList) = l isa Nil

function Base.show(io::IO, l::LList)
    print(io, "(")
    join(io, l, " ")
    print(io, ")")
end

Base.reverse(l::LList{T}) where {T} = foldl((acc, x) -> cons(x, acc), l; init = Nil{T}())
mapl(f, l::Nil{T}) where {T} = l
mapl(f, l::Cons) = cons(f(l.head), mapl(f, l.tail))

l = llist(1, 2, 3, 4)
println(l, " ", typeof(l))
println(collect(l), " ", sum(l), " ", length(collect(l)))
println(reverse(l), " ", mapl(x -> x * 10, l))
println([x^2 for x in l if isodd(x)])
println(isempty(l), " ", isempty(Nil{Int}()), " ", Nil{Int}())
words = llist("a", "bb", "ccc")
println(words, " ", eltype(words), " ", maximum(length, words))
for (i, w) in enumerate(words)
    print(i, "=", w, i < 3 ? "; " : "\n")
end
println(first(l), " ", collect(Iterators.take(l, 2)), " ", 3 in l, " ", 7 in l)
println(foldl(-, l), " ", foldr(-, l), " ", join(reverse(words), "-"))
#= expect
(1 2 3 4) Cons{Int64}
[1, 2, 3, 4] 10 4
(4 3 2 1) (10 20 30 40)
[1, 9]
false true ()
(a bb ccc) String 3
1=a; 2=bb; 3=ccc
1 [1, 2] true false
-8 -2 ccc-bb-a
=#
