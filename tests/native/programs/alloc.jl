# native: at least 4 compiled
# native: compiles make_point norm2 path_length churn fresh_then_divide
# Allocation in native code: mutable structs made by native code (returned to
# the interpreter, passed to native callees, stored into, then a bail), and
# many made while a native frame holds the only reference to one of them
# (the collector runs meanwhile and must keep it).
mutable struct MPoint
    x::Float64
    y::Float64
end

mutable struct Acc
    n::Int
    sum::Float64
    seen::Bool
end

# Eight fields: 144 bytes an object, so that churn makes ~72 MB.
mutable struct Blob
    a::Float64
    b::Float64
    c::Float64
    d::Float64
    e::Int
    f::Int
    g::Int
    h::Int
end

make_point(x::Float64, y::Float64) = MPoint(x, y)

norm2(p::MPoint) = p.x * p.x + p.y * p.y

function path_length(n::Int)
    total = 0.0
    prev = MPoint(0.0, 0.0)
    for i in 1:n
        p = make_point(Float64(i), Float64(i) * 0.5)
        d = MPoint(p.x - prev.x, p.y - prev.y)
        total += sqrt(norm2(d))
        prev = p
    end
    return total
end

# `keep` lives only in this frame while n more objects are made; each is
# dropped at once, so collections run (with n = 500,000, Boehm collects
# during the loop: GC_PRINT_STATS=1) and must not take `keep`: were its
# memory reused by a Blob, its fields would read otherwise.
function churn(n::Int)
    keep = Acc(7, 0.25, true)
    s = 0.0
    for i in 1:n
        t = Blob(i * 0.5, 1.0, 0.0, 0.0, i, 0, 0, isodd(i) ? 1 : 0)
        t.b += 1.0
        s += t.a + t.b - 1.0
    end
    keep.n += 1
    return s + keep.n + keep.sum + (keep.seen ? 1000.0 : 0.0)
end

# A fresh object stored into, then a division by zero when d == 0: the
# interpreter runs the call again (its own object) and raises.
function fresh_then_divide(k::Int, d::Int)
    a = Acc(k, 0.0, false)
    a.n += 5
    a.seen = true
    return a.n ÷ d
end

q = make_point(3.0, 4.0)
println(q.x, " ", q.y, " ", norm2(q), " ", typeof(q))
q.x = 6.0
println(norm2(q))
println(path_length(10))
println(churn(500_000))
println(fresh_then_divide(10, 3))
try
    fresh_then_divide(10, 0)
catch e
    println(e)
end

#= expect
3.0 4.0 25.0 MPoint
52.0
11.180339887498949
6.250062600825e10
5
DivideError()
=#
