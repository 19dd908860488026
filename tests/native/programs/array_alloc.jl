# native: at least 8 compiled
# native: compiles make_squares sum_zeros sieve perm_sum big_fresh fresh_then_bounds negative_length refill!
# Arrays made by native code: Vector{T}(undef, n), zeros, ones, fill and
# collect of a range (Base's splatted Core.array_new calls and array_fill).
# An array the running call made is unseen by the interpreter until the call
# returns, so its stores need no undo record: big_fresh stores more times than
# the undo log holds and still runs natively. A bail after stores (an index
# out of bounds, a negative length) leaves the interpreter to raise the error
# from the arguments, with the caller's arrays as they were.
function make_squares(n::Int)
    v = Vector{Int}(undef, n)
    for i in 1:n
        v[i] = i * i
    end
    return v
end

function sum_zeros(n::Int)
    z = zeros(n)
    for i in 1:n
        z[i] += i / 2
    end
    s = 0.0
    for x in z
        s += x
    end
    return s + sum_ones(n)
end

function sum_ones(n::Int)
    s = 0.0
    for x in ones(n)
        s += x
    end
    return s
end

function sieve(n::Int)
    p = fill(true, n)
    p[1] = false
    count = 0
    for i in 2:n
        if p[i]
            count += 1
            j = i * i
            while j <= n
                p[j] = false
                j += i
            end
        end
    end
    return count
end

function perm_sum(n::Int)
    a = collect(1:n)
    b = zeros(Int, n)
    for i in 1:n
        b[n - i + 1] = a[i]
    end
    s = 0
    for i in 1:n
        s += b[i] * i
    end
    return s
end

function big_fresh(n::Int)
    v = zeros(Int, 8)
    for k in 1:n
        v[k % 8 + 1] += k
    end
    return v[1] + v[8]
end

function fresh_then_bounds(n::Int)
    v = zeros(Int, n)
    v[1] = 5
    return v[n + 1]
end

function negative_length(n::Int)
    v = Vector{Float64}(undef, n)
    return length(v)
end

function refill!(v::Vector{Int}, x::Int, k::Int)
    fill!(v, x)
    return v[k]
end

println(make_squares(5), " ", make_squares(0))
println(sum_zeros(10))
println(sieve(100), " ", sieve(2))
println(perm_sum(4), " ", perm_sum(0))
println(big_fresh(2_200_000))
try
    fresh_then_bounds(3)
catch e
    println(e)
end
println(negative_length(4))
try
    negative_length(-1)
catch e
    println(e isa ArgumentError)
end
u = [1, 2, 3]
println(refill!(u, 7, 2), " ", u)
try
    refill!(u, 9, 5)
catch e
    println(e)
end
println(u)

#= expect
[1, 4, 9, 16, 25] Int64[]
37.5
25 1
20 0
605001925000
BoundsError([5, 0, 0], (4,))
4
true
7 [7, 7, 7]
BoundsError([9, 9, 9], (5,))
[9, 9, 9]
=#
