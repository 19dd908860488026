# native: at least 6 compiled
# native: compiles vsum vdot fill_squares! sieve_count bump_all! size_len last_index_sum
# Vectors of Int64, Float64 and Bool in native code: length, size, getindex
# and setindex! with bounds checks, loops over the elements, over eachindex
# and over 1:length. An index out of bounds bails: the stores native code made
# are undone and the interpreter runs the call, raising the BoundsError with
# its own text and backtrace after doing exactly the interpreter's stores.
function vsum(v::Vector{Int})
    s = 0
    for x in v
        s += x
    end
    return s
end

function vdot(a::Vector{Float64}, b::Vector{Float64})
    s = 0.0
    for i in eachindex(a)
        s += a[i] * b[i]
    end
    return s
end

function fill_squares!(v::Vector{Int})
    for i in 1:length(v)
        v[i] = i * i
    end
    return v
end

# Primes up to length(flags), Bool elements.
function sieve_count(flags::Vector{Bool})
    n = length(flags)
    for i in 1:n
        flags[i] = true
    end
    flags[1] = false
    count = 0
    for i in 2:n
        if flags[i]
            count += 1
            j = i * i
            while j <= n
                flags[j] = false
                j += i
            end
        end
    end
    return count
end

# Stores, then an index past the end when k > length(v).
function bump_all!(v::Vector{Int}, k::Int)
    s = 0
    for i in 1:k
        v[i] = v[i] + 1
        s += v[i]
    end
    return s
end

function size_len(v::Vector{Float64})
    return size(v, 1) + length(v) + size(v)[1] + size(v, 2)
end

function last_index_sum(v::Vector{UInt}, m::UInt)
    s = zero(m)
    for i in length(v):-1:1
        s = s * m + v[i]
    end
    return s
end

v = [3, 1, 4, 1, 5, 9, 2, 6]
println(vsum(v), " ", vsum(Int[]))
a = [0.5, 1.5, 2.5]
b = [2.0, 4.0, 8.0]
println(vdot(a, b), " ", vdot(Float64[], Float64[]))
w = zeros(Int, 6)
println(fill_squares!(w), " ", w)
flags = fill(false, 100)
println(sieve_count(flags), " ", flags[97], " ", flags[99])
println(sieve_count(fill(false, 1)), " ", sieve_count(fill(true, 2)))
println(size_len(a), " ", size_len(Float64[]))
println(last_index_sum(UInt[10, 20, 30], UInt(3)), " ", last_index_sum(UInt[], UInt(3)))

u = [1, 2, 3]
println(bump_all!(u, 3), " ", u)
try
    bump_all!(u, 5)
catch e
    println(e)
end
println(u)
try
    fill_squares!(Int[])
    println(vsum(u) + u[0])
catch e
    println(e)
end
println(vsum(u))

#= expect
31 0
27.0 0.0
[1, 4, 9, 16, 25, 36] [1, 4, 9, 16, 25, 36]
25 true false
0 1
10 1
340 0
9 [2, 3, 4]
BoundsError([3, 4, 5], (4,))
[3, 4, 5]
BoundsError([3, 4, 5], (0,))
12
=#
