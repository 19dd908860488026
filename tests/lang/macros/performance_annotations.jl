# @inbounds, @inline, @noinline and @simd do not change results.
@inline add1(x) = x + 1
@noinline mul2(x) = x * 2
function sumsq(v)
    s = 0
    @inbounds for i in eachindex(v)
        s += v[i]^2
    end
    s
end
function sumsimd(v)
    s = 0.0
    @simd for i in eachindex(v)
        @inbounds s += v[i]
    end
    s
end
println(add1(1), " ", mul2(4))
println(sumsq([1, 2, 3]))
println(sumsimd([0.5, 1.5, 2.0]))
@inline function g(x)
    x - 1
end
println(g(10))
v = [1, 2, 3]
@inbounds v[2] = 20
println(v)
#= expect
2 8
14
4.0
9
[1, 20, 3]
=#
