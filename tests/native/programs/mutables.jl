# native: at least 3 compiled
# native: compiles bump! energy odd_sum down_sum
# Mutable structs in native code: field loads and stores on the heap object
# (undone on a bail, as array stores are), and StepRange loops.
mutable struct Counter
    n::Int
    total::Float64
    on::Bool
end

mutable struct Particle
    x::Float64
    v::Float64
end

function bump!(c::Counter, k::Int)
    for i in 1:k
        c.n += 1
        c.total += 0.5
        c.on = !c.on
    end
    return c.n
end

function energy(p::Particle, steps::Int, dt::Float64)
    e = 0.0
    for i in 1:steps
        p.x += p.v * dt
        p.v -= p.x * dt
        e += p.v * p.v
    end
    return e
end

# A store, then a division by zero when d == 0.
function store_then_divide(c::Counter, d::Int)
    c.n += 10
    return c.n ÷ d
end

function odd_sum(n::Int)
    s = 0
    for i in 1:2:n
        s += i
    end
    return s
end

function down_sum(n::Int)
    s = 0
    for i in n:-3:1
        s = 2 * s + i
    end
    return s
end

c = Counter(0, 0.0, false)
println(bump!(c, 5), " ", c.n, " ", c.total, " ", c.on)
println(bump!(c, 0), " ", c.on)
p = Particle(1.0, 0.0)
println(energy(p, 3, 0.5))
println(p.x, " ", p.v)
println(store_then_divide(c, 3), " ", c.n)
try
    store_then_divide(c, 0)
catch e
    println(e)
end
println(c.n)
println(odd_sum(10), " ", odd_sum(11), " ", odd_sum(0), " ", odd_sum(1))
println(down_sum(10), " ", down_sum(0), " ", down_sum(3))

#= expect
5 5 2.5 true
5 true
2.0791015625
0.3125 -1.03125
5 15
DivideError()
25
25 36 0 1
117 0 3
=#
