@generated function tuplelen(t::Tuple)
    n = length(t.parameters)
    :($n)
end
println(tuplelen((1, 2, 3)))
@generated function unrolled_sum(t::NTuple{N, Int}) where {N}
    ex = :(0)
    for i in 1:N
        ex = :($ex + t[$i])
    end
    ex
end
println(unrolled_sum((1, 2, 3, 4)))
@generated function fieldsum(s)
    ex = Expr(:call, :+)
    for f in fieldnames(s)
        push!(ex.args, :(s.$f))
    end
    ex
end
struct P3
    a::Int
    b::Int
    c::Int
end
println(fieldsum(P3(1, 2, 3)))
@generated function nargs_of(xs...)
    n = length(xs.parameters)
    :($n)
end
println(nargs_of(1, "a", 3.0), " ", nargs_of())
@generated function zero_of(::Type{T}) where {T}
    z = zero(T)
    :($z)
end
println(zero_of(Float64), " ", zero_of(Int))
#= expect
3
10
6
3 0
0.0 0
=#
