# Base.summarysize: the bytes of all unique objects reachable from a value, as Julia
# 1.11 counts them on a 64-bit machine (an Array's header and memory, a String's
# length and 8 bytes, Symbols and singletons free, shared objects counted once).
println(Base.summarysize(1.0), " ", Base.summarysize([1, 2, 3]), " ", Base.summarysize(zeros(100)), " ", Base.summarysize("abc"))
println(Base.summarysize(:a), " ", Base.summarysize(["ab", "c"]), " ", Base.summarysize(Ref(zeros(100))), " ", Base.summarysize(zeros(2, 3)))
mutable struct M1
    x::Int
end
struct A1
    x::Int
    y::Float64
end
struct S1
    s::String
    v::Vector{Int}
end
println(Base.summarysize(M1(1)), " ", Base.summarysize(nothing), " ", Base.summarysize(A1(1, 2.0)), " ", Base.summarysize(S1("ab", [1])))
v = [1, 2]
println(Base.summarysize([v, v]))
println(Base.summarysize(Int[]), " ", Base.summarysize((1, 2)), " ", Base.summarysize(1:10))
#= expect
8 64 840 11
0 75 848 96
8 0 16 74
112
40 16 16
=#
