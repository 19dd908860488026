# native: at least 6 compiled
# native: compiles make_particles step! swap_ends! replace_then_bounds! undef_slot pop_x! total_x
# Vectors of mutable structs in native code: made (`P[]`, `Vector{P}(undef,
# n)`), grown by push! and shrunk by pop!, elements stored. An element is a
# Value (the object's type word and address): a store into the caller's
# vector records both words in the undo log, so that a bail (an index out of
# bounds, an undefined element) gives the interpreter the vector as it was.
mutable struct Particle
    x::Float64
    v::Float64
end

function make_particles(n::Int)
    ps = Particle[]
    for i in 1:n
        push!(ps, Particle(i * 1.0, -0.5 * i))
    end
    return ps
end

function step!(ps::Vector{Particle}, dt::Float64)
    for p in ps
        p.x += p.v * dt
    end
    return length(ps)
end

function swap_ends!(ps::Vector{Particle})
    n = length(ps)
    t = ps[1]
    ps[1] = ps[n]
    ps[n] = t
    return ps[1].v
end

function replace_then_bounds!(ps::Vector{Particle}, i::Int)
    ps[1] = Particle(100.0, 0.0)
    push!(ps, Particle(7.0, 7.0))
    return ps[i].x
end

function undef_slot(n::Int, k::Int)
    ps = Vector{Particle}(undef, n)
    ps[1] = Particle(1.0, 2.0)
    return ps[k].v
end

pop_x!(ps::Vector{Particle}) = pop!(ps).x

function total_x(ps::Vector{Particle})
    s = 0.0
    for p in ps
        s += p.x
    end
    return s
end

ps = make_particles(3)
println(length(ps), " ", total_x(ps))
println(step!(ps, 2.0), " ", total_x(ps))
println(swap_ends!(ps), " ", ps[3].v)
try
    replace_then_bounds!(ps, 9)
catch e
    println(e)
end
println(length(ps), " ", total_x(ps))
println(replace_then_bounds!(ps, 5), " ", length(ps))
println(undef_slot(2, 1))
try
    undef_slot(2, 2)
catch e
    println(e)
end
println(pop_x!(ps), " ", length(ps), " ", total_x(ps))
println(total_x(make_particles(1000)))

#= expect
3 6.0
3 0.0
-1.5 -0.5
BoundsError(Particle[Particle(100.0, 0.0), Particle(0.0, -1.0), Particle(0.0, -0.5), Particle(7.0, 7.0)], (9,))
4 107.0
7.0 5
2.0
UndefRefError()
7.0 4 107.0
500500.0
=#
