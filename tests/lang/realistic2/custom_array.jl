# A user AbstractArray: the array interface gives printing, iteration, broadcasting
struct Squares <: AbstractVector{Int}
    n::Int
end
Base.size(s::Squares) = (s.n,)
Base.getindex(s::Squares, i::Int) = (checkbounds(s, i); i^2)

struct Checker <: AbstractMatrix{Bool}
    rows::Int
    cols::Int
end
Base.size(c::Checker) = (c.rows, c.cols)
Base.getindex(c::Checker, i::Int, j::Int) = iseven(i + j)

mutable struct Ring{T} <: AbstractVector{T}
    data::Vector{T}
    start::Int
end
Ring(v::Vector{T}) where {T} = Ring{T}(v, 1)
Base.size(r::Ring) = size(r.data)
Base.getindex(r::Ring, i::Int) = r.data[mod1(r.start + i - 1, length(r.data))]
Base.setindex!(r::Ring, x, i::Int) = (r.data[mod1(r.start + i - 1, length(r.data))] = x)
rotate!(r::Ring, k = 1) = (r.start = mod1(r.start + k, length(r.data)); r)

s = Squares(5)
println(s, " ", length(s), " ", sum(s), " ", s[end], " ", s[2:3])
println(collect(s), " ", s .+ 1, " ", maximum(s), " ", 16 in s, " ", findfirst(==(9), s))
println(reverse(s), " ", filter(iseven, s), " ", typeof(similar(s)))
try
    s[6]
catch e
    println(typeof(e))
end
c = Checker(3, 4)
println(c)
println(size(c), " ", count(c), " ", c[2, 2], " ", sum(c, dims = 1))
r = Ring([1, 2, 3, 4, 5])
rotate!(r, 2)
println(r, " ", r[1], " ", collect(r))
r[1] = 30
println(r.data, " ", sort(r), " ", eltype(r), " ", first(r), " ", last(r))
println(Squares(3) == [1, 4, 9], " ", isequal(Squares(2), [1, 4]), " ", axes(s))
println([x for x in Squares(4) if isodd(x)], " ", map(sqrt, Squares(3)))
println(IndexStyle(Squares), " ", eachindex(Squares(3)))
#= expect
[1, 4, 9, 16, 25] 5 55 25 [4, 9]
[1, 4, 9, 16, 25] [2, 5, 10, 17, 26] 25 true 3
[25, 16, 9, 4, 1] [4, 16] Vector{Int64}
BoundsError
Bool[1 0 1 0; 0 1 0 1; 1 0 1 0]
(3, 4) 6 true [2 1 2 1]
[3, 4, 5, 1, 2] 3 [3, 4, 5, 1, 2]
[1, 2, 30, 4, 5] [1, 2, 4, 5, 30] Int64 30 2
true true (Base.OneTo(5),)
[1, 9] [1.0, 2.0, 3.0]
IndexCartesian() Base.OneTo(3)
=#
