# Hot code runs from typed tapes (calls bound to the method inference proved,
# Int64/Float64 arithmetic and Array indexing without type guards). Methods
# defined afterwards are seen exactly as Julia's world age says: by every
# call made in a later world, never by a frame already running.

# A caller made hot, then its callee redefined.
g(x::Int) = x + 1
function caller(n)
    s = 0
    for i in 1:n
        s += g(i)
    end
    return s
end
println(caller(2000))
g(x::Int) = x + 2
println(caller(2000))

# A more specific method added after the caller was specialised.
h(x::Integer) = 1
function hsum(n)
    s = 0
    for i in 1:n
        s += h(i)
    end
    return s
end
println(hsum(3000))
h(x::Int) = 10
println(hsum(3000))

# A method defined while the hot frame runs: that frame keeps its world
# (the old method), Base.invokelatest and later calls see the new one.
w(x::Int) = x
function define_and_call(n)
    s = 0
    for i in 1:n
        s += w(i)
    end
    @eval w(x::Int) = 100x
    s += w(1)
    s += Base.invokelatest(w, 1)
    return s
end
println(define_and_call(2000))
println(w(1))

# Recursion through a bound call.
fib(n::Int) = n < 2 ? n : fib(n - 1) + fib(n - 2)
println(fib(20))
fib(n::Int) = n < 2 ? 1 : fib(n - 1) + fib(n - 2)
println(fib(20))

# Typed operations keep Julia's results: wraparound, IEEE comparisons, and
# the errors of their generic calls.
function wrapping(n)
    x = typemax(Int) - n
    for i in 1:n + 1
        x = x + 1
    end
    return x == typemin(Int)
end
println(wrapping(3000))
function nan_compares(n)
    c = 0
    x = 0.0 / 0.0
    for i in 1:n
        c += (x == x) + (x != x) + (x < 1.0) + (1.0 <= x) + (i * 0.5 > 0.0)
    end
    return c
end
println(nan_compares(2000))
function getsum(a, n)
    s = 0
    for i in 1:n
        s += a[i]
    end
    return s
end
a = collect(1:10)
t = 0
for k in 1:300
    global t += getsum(a, 10)
end
println(t)
try
    getsum(a, 11)
catch e
    println(typeof(e))
end
function fill_scaled!(v, n)
    for i in 1:n
        v[i] = i * 1.5
    end
    return v
end
v = zeros(10)
for k in 1:300
    fill_scaled!(v, 10)
end
println(v[10])
try
    fill_scaled!(v, 11)
catch e
    println(typeof(e))
end
#= expect
2003000
2005000
3000
30000
2001101
100
6765
10946
true
4000
16500
BoundsError
15.0
BoundsError
=#
