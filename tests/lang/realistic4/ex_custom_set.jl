# Exercism "custom-set": a set type built on a sorted vector, with Base's set verbs
using Test

struct CustomSet{T} <: AbstractSet{T}
    elems::Vector{T}
    CustomSet{T}(v) where {T} = new{T}(sort!(unique(collect(T, v))))
end
CustomSet(v::AbstractVector{T}) where {T} = CustomSet{T}(v)

Base.length(s::CustomSet) = length(s.elems)
Base.iterate(s::CustomSet, i = 1) = i > length(s.elems) ? nothing : (s.elems[i], i + 1)
Base.in(x, s::CustomSet) = insorted(x, s.elems)
Base.push!(s::CustomSet, x) = (x in s || (push!(s.elems, x); sort!(s.elems)); s)
Base.copy(s::CustomSet{T}) where {T} = CustomSet{T}(copy(s.elems))
Base.union(a::CustomSet{T}, b::CustomSet{T}) where {T} = CustomSet{T}(vcat(a.elems, b.elems))
Base.intersect(a::CustomSet{T}, b::CustomSet{T}) where {T} = CustomSet{T}(filter(in(b), a.elems))
Base.setdiff(a::CustomSet{T}, b::CustomSet{T}) where {T} = CustomSet{T}(filter(!in(b), a.elems))
Base.:(==)(a::CustomSet, b::CustomSet) = a.elems == b.elems
Base.issubset(a::CustomSet, b::CustomSet) = all(in(b), a.elems)
disjoint(a::CustomSet, b::CustomSet) = isempty(intersect(a, b))
Base.show(io::IO, s::CustomSet) = print(io, "CustomSet(", join(s.elems, ", "), ")")

@testset "custom-set" begin
    @test isempty(CustomSet(Int[]))
    @test !isempty(CustomSet([1]))
    @test 1 in CustomSet([1, 2, 3])
    @test !(4 in CustomSet([1, 2, 3]))
    @test issubset(CustomSet([1, 2]), CustomSet([3, 2, 1]))
    @test !issubset(CustomSet([1, 4]), CustomSet([1, 2, 3]))
    @test CustomSet([1, 2]) ⊆ CustomSet([1, 2])
    @test disjoint(CustomSet([1, 2]), CustomSet([3, 4]))
    @test !disjoint(CustomSet([1, 2]), CustomSet([2, 3]))
    @test CustomSet([3, 2, 1]) == CustomSet([1, 2, 3, 3])
    @test push!(CustomSet([3, 1]), 2) == CustomSet([1, 2, 3])
    @test intersect(CustomSet([2, 4, 6]), CustomSet([1, 2, 3, 4])) == CustomSet([2, 4])
    @test setdiff(CustomSet([1, 2, 3]), CustomSet([2, 4])) == CustomSet([1, 3])
    @test union(CustomSet([1, 3]), CustomSet([2, 3])) == CustomSet([1, 2, 3])
end

s = CustomSet([5, 3, 9, 3, 1])
println(s, " ", length(s), " ", sum(s), " ", collect(s))
println(union(s, CustomSet([2])), " ", intersect(s, CustomSet([9, 1, 7])))
println(eltype(s), " ", [x^2 for x in s], " ", maximum(s))
t = CustomSet(["pear", "apple", "fig"])
println(t, " ", "fig" in t, " ", typeof(t))
#= expect
Test Summary: | Pass  Total  Time
custom-set    |   14     14  <TIME>
CustomSet(1, 3, 5, 9) 4 18 [1, 3, 5, 9]
CustomSet(1, 2, 3, 5, 9) CustomSet(1, 9)
Int64 [1, 9, 25, 81] 9
CustomSet(apple, fig, pear) true CustomSet{String}
=#
