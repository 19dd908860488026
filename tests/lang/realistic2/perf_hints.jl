# Performance-style code: @inbounds, @simd, @fastmath, @inline, @views, preallocation
@inline function dot_kernel(a::Vector{Float64}, b::Vector{Float64})
    s = 0.0
    @inbounds @simd for i in eachindex(a, b)
        s += a[i] * b[i]
    end
    s
end

@noinline function saxpy!(y, α, x)
    @assert length(x) == length(y)
    @inbounds for i in eachindex(y)
        y[i] = muladd(α, x[i], y[i])
    end
    y
end

function moving_average(v::AbstractVector{T}, w::Int) where {T<:Real}
    out = Vector{Float64}(undef, length(v) - w + 1)
    @views for i in eachindex(out)
        out[i] = sum(v[i:i+w-1]) / w
    end
    out
end

@fastmath fsum(x) = x[1] * 2.0 + x[2] / 4.0

function stencil!(dst, src)
    n = length(src)
    @inbounds for i in 2:n-1
        dst[i] = (src[i-1] + 2src[i] + src[i+1]) / 4
    end
    dst[1], dst[n] = src[1], src[n]
    dst
end

Base.@propagate_inbounds getfirst(v) = v[1]

a = collect(1.0:8.0)
b = fill(0.5, 8)
println(dot_kernel(a, b))
println(saxpy!(copy(b), 2.0, a))
println(moving_average([1, 2, 3, 4, 5, 6], 3))
println(fsum([3.0, 8.0]))
println(stencil!(zeros(6), [0.0, 4.0, 8.0, 4.0, 0.0, 4.0]))
println(@inbounds getfirst([9, 8]))
function count_primes(n)
    sieve = trues(n)
    sieve[1] = false
    @inbounds for i in 2:isqrt(n)
        if sieve[i]
            for j in i*i:i:n
                sieve[j] = false
            end
        end
    end
    count(sieve)
end
println(count_primes(10_000))
t = @elapsed s = sum(abs2, 1:1000)
println(s, " ", t >= 0)
stats = @timed sum(1:10)
println(stats.value, " ", keys(stats)[1:2])
v = @static Sys.iswindows() ? "windows" : "unix-like"
println(v)
@static if Int === Int64
    println("64-bit ints")
else
    println("32-bit ints")
end
println(Threads.nthreads() >= 1)
#= expect
18.0
[2.5, 4.5, 6.5, 8.5, 10.5, 12.5, 14.5, 16.5]
[2.0, 3.0, 4.0, 5.0]
8.0
[0.0, 4.0, 6.0, 4.0, 2.0, 4.0]
9
1229
333833500 true
55 (:value, :time)
unix-like
64-bit ints
true
=#
