# native: at least 8 compiled
# native: compiles make_matrix matmul msum dims_of int_table count_true store_then_bounds! bad_dims column_sum
# Matrices of Int64, Float64 and Bool in native code: Matrix{T}(undef, n, m),
# zeros(n, m), fill(x, n, m), size(A, d), A[i, j] and linear A[k] reads and
# stores, each index checked against its dimension. An index out of bounds
# bails: the stores into the caller's matrix are undone and the interpreter
# raises the BoundsError after its own stores.
function make_matrix(n::Int, m::Int)
    a = Matrix{Float64}(undef, n, m)
    for j in 1:m
        for i in 1:n
            a[i, j] = i + 10 * j
        end
    end
    return a
end

function matmul(a::Matrix{Float64}, b::Matrix{Float64})
    n = size(a, 1)
    m = size(a, 2)
    p = size(b, 2)
    c = zeros(n, p)
    for j in 1:p
        for k in 1:m
            bkj = b[k, j]
            for i in 1:n
                c[i, j] += a[i, k] * bkj
            end
        end
    end
    return c
end

function msum(c::Matrix{Float64})
    s = 0.0
    for k in 1:length(c)
        s += c[k]
    end
    return s
end

dims_of(a::Matrix{Float64}) = (size(a, 1), size(a, 2), size(a, 3), length(a))

function int_table(n::Int)
    t = zeros(Int, n, n)
    for i in 1:n
        for j in 1:n
            t[i, j] = i * j
        end
    end
    s = 0
    for x in t
        s += x
    end
    return s + t[n, n - 1]
end

function count_true(n::Int, m::Int)
    f = fill(true, n, m)
    for i in 1:n
        f[i, 1] = false
    end
    c = 0
    for j in 1:m
        for i in 1:n
            c += f[i, j] ? 1 : 0
        end
    end
    return c
end

function store_then_bounds!(a::Matrix{Float64}, i::Int, j::Int)
    a[1, 1] = 99.0
    a[2] = -1.0
    return a[i, j]
end

function bad_dims(n::Int)
    a = Matrix{Int}(undef, n, 2)
    return length(a)
end

function column_sum(a::Matrix{Float64}, j::Int)
    s = 0.0
    for i in 1:size(a, 1)
        s += a[i, j]
    end
    return s
end

a = make_matrix(3, 4)
println(size(a), " ", a[2, 3], " ", a[3, 4])
b = make_matrix(4, 2)
c = matmul(a, b)
println(size(c), " ", c[1, 1], " ", c[3, 2], " ", msum(c))
println(dims_of(a))
println(int_table(5))
println(count_true(3, 4))
s = [1.0 2.0; 3.0 4.0]
println(store_then_bounds!(s, 2, 2), " ", s)
try
    store_then_bounds!(s, 3, 1)
catch e
    println(e)
end
try
    store_then_bounds!(s, 1, 0)
catch e
    println(e)
end
println(s)
println(bad_dims(4))
try
    bad_dims(-1)
catch e
    println(e isa ArgumentError)
end
println(column_sum(a, 2))
try
    column_sum(a, 5)
catch e
    println(e)
end

#= expect
(3, 4) 32.0 43.0
(3, 2) 1350.0 2570.0 11640.0
(3, 4, 1, 12)
245
9
4.0 [99.0 2.0; -1.0 4.0]
BoundsError([99.0 2.0; -1.0 4.0], (3, 1))
BoundsError([99.0 2.0; -1.0 4.0], (1, 0))
[99.0 2.0; -1.0 4.0]
8
true
66.0
BoundsError([11.0 21.0 31.0 41.0; 12.0 22.0 32.0 42.0; 13.0 23.0 33.0 43.0], (1, 5))
=#
