# NTuple{N, T} and Vararg{T, N} in signatures and fields: the count N is a static
# parameter of the method or the struct.
struct Vec{N}
    coords::NTuple{N, Float64}
end
dim(::Vec{N}) where {N} = N
count_args(t::Tuple{Vararg{Int, N}}) where {N} = N
eltype_and_count(t::Tuple{Vararg{T, N}}) where {T, N} = (T, N)
sumsq(t::NTuple{N, Int}) where {N} = sum(x -> x^2, t)
v = Vec((1.0, 2.0, 3.0))
println(v, " ", dim(v), " ", typeof(v))
println(count_args((4, 5, 6, 7)), " ", eltype_and_count(("a", "b")), " ", sumsq((1, 2, 3)))
println(NTuple{3, Int}, " ", (1, 2) isa NTuple{2, Int}, " ", (1, 2.0) isa NTuple{2, Int})
println((1, 2, 3) isa NTuple{3}, " ", () isa NTuple{0, Int}, " ", NTuple{2, Int} === Tuple{Int, Int})
try
    sumsq((1, 2.5))
catch e
    println(typeof(e))
end
#= expect
Vec{3}((1.0, 2.0, 3.0)) 3 Vec{3}
4 (String, 2) 14
Tuple{Int64, Int64, Int64} true false
true true true
MethodError
=#
