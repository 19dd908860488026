# @generated functions unrolling over tuple lengths and field names
@generated function tuple_sum(t::NTuple{N,T}) where {N,T}
    ex = :(zero($T))
    for i in 1:N
        ex = :($ex + t[$i])
    end
    return ex
end

@generated function fieldsum(x)
    terms = [:(x.$f) for f in fieldnames(x)]
    isempty(terms) ? :(0) : :(+($(terms...)))
end

@generated function describe(x)
    names = fieldnames(x)
    types = fieldtypes(x)
    parts = [string(n, "::", t) for (n, t) in zip(names, types)]
    s = string(nameof(x), "(", join(parts, ", "), ")")
    return :($s)
end

struct P3
    a::Int
    b::Int
    c::Float64
end
struct Empty end

@generated function unrolled_dot(a::NTuple{N}, b::NTuple{N}) where {N}
    Expr(:call, :+, [:(a[$i] * b[$i]) for i in 1:N]...)
end

println(tuple_sum((1, 2, 3, 4)))
println(tuple_sum((1.5, 2.5)))
println(tuple_sum((7,)))
println(fieldsum(P3(1, 2, 0.5)))
println(fieldsum(Empty()))
println(describe(P3(1, 2, 3.0)))
println(describe((1, "a")))
println(unrolled_dot((1, 2, 3), (4, 5, 6)))
println(unrolled_dot((0.5, 2.0), (2.0, 0.25)))

function replicate(::Val{N}, x) where {N}
    ntuple(_ -> x, Val(N))
end
println(replicate(Val(3), "ab"))
println(ntuple(i -> i^2, 5))
#= expect
10
4.0
7
3.5
0
P3(a::Int64, b::Int64, c::Float64)
Tuple(1::Int64, 2::String)
32
1.5
("ab", "ab", "ab")
(1, 4, 9, 16, 25)
=#
