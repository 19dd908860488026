# native: at least 4 compiled
# native: compiles pair_forces! swap_then_divide! bump_or_divide! read_partial set_partial!
# A mutable struct's fields are recorded in the undo log once per run, before
# its first store (then its stores are plain): a bail after many stores into
# a few objects restores each of them, an object a slot held before it was
# reassigned included, and the interpreter then does the stores once. The
# record's mark is per run: thousands of runs, some bailing, each record
# their own objects. A field of a primitive type that `new` leaves out is
# never undefined (as in Julia; its value is unspecified, so not printed):
# native code reads and stores it; one of type Any is undefined.
mutable struct Body
    x::Float64
    v::Float64
    m::Float64
end

mutable struct Partial
    a::Int
    b::Float64
    on::Bool
    small::Int32
    Partial(a::Int) = new(a)
end

mutable struct Loose
    a::Int
    tag::Any
    Loose(a::Int) = new(a)
end

# Every pair: a store into each body of the pair, many times each; then a
# division by zero when d == 0.
function pair_forces!(bodies::Vector{Body}, dt::Float64, d::Int)
    n = length(bodies)
    for i in 1:n
        bi = bodies[i]
        for j in i+1:n
            bj = bodies[j]
            dx = bi.x - bj.x
            bi.v -= dx * bj.m * dt
            bj.v += dx * bi.m * dt
        end
    end
    for b in bodies
        b.x += dt * b.v
    end
    return n ÷ d
end

# One slot holds two objects in turn within one block.
function swap_then_divide!(a::Body, b::Body, d::Int)
    x = a
    x.v += 1.0
    x = b
    x.v += 2.0
    x.m = x.m * 2.0
    return 10 ÷ d
end

function bump_or_divide!(c::Body, d::Int)
    c.x += 1.0
    c.v += d
    return 1 ÷ d
end

read_partial(p::Partial) = p.b + p.a + (p.on ? 100 : 0) + p.small

function set_partial!(p::Partial, y::Float64)
    p.b = y
    p.on = true
    p.small = Int32(3)
    return p.b
end

bodies = [Body(Float64(k), 0.5 * k, 1.0 + k) for k in 1:4]
println(pair_forces!(bodies, 0.25, 2))
println([(b.x, b.v) for b in bodies])
try
    pair_forces!(bodies, 0.25, 0)
catch e
    println(e)
end
println([(b.x, b.v) for b in bodies])

a = Body(1.0, 1.0, 1.0)
b = Body(2.0, 2.0, 2.0)
println(swap_then_divide!(a, b, 5), " ", a.v, " ", b.v, " ", b.m)
try
    swap_then_divide!(a, b, 0)
catch e
    println(e)
end
println(a.v, " ", b.v, " ", b.m)

c = Body(0.0, 0.0, 0.0)
failed = 0
for i in 1:70_000
    try
        bump_or_divide!(c, i % 1000 == 0 ? 0 : 1)
    catch
        global failed += 1
    end
end
println(c.x, " ", c.v, " ", failed)

p = Partial(7)
println(isdefined(p, :b), " ", isdefined(p, :on), " ", isdefined(p, :small), " ", typeof(read_partial(p)))
println(set_partial!(p, 2.5), " ", read_partial(p))
l = Loose(3)
println(isdefined(l, :a), " ", isdefined(l, :tag))
try
    l.tag
catch e
    println(e)
end

#= expect
2
[(2.75, 7.0), (3.0, 4.0), (3.25, 1.0), (3.5, -2.0)]
DivideError()
[(4.90625, 8.625), (4.1875, 4.75), (3.46875, 0.875), (2.75, -3.0)]
2 2.0 4.0 4.0
DivideError()
3.0 6.0 8.0
70000.0 69930.0 70
true true true Float64
2.5 112.5
true false
UndefRefError()
=#
