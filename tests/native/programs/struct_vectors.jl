# native: at least 3 compiled
# native: compiles total_mass advance! nth_x
# Vectors of mutable structs in native code: elements read (each a Value
# whose bits are the object's address; an undefined element bails),
# `for b in bodies` (tuples holding an object and an Int), field stores
# through the elements (logged), and an index out of bounds after stores:
# the stores are undone and the interpreter raises the BoundsError.
mutable struct P
    x::Float64
    v::Float64
    m::Float64
end

function total_mass(ps::Vector{P})
    s = 0.0
    for p in ps
        s += p.m
    end
    return s
end

function advance!(ps::Vector{P}, dt::Float64)
    n = length(ps)
    for i in 1:n
        pi = ps[i]
        for j in i+1:n
            pj = ps[j]
            d = pj.x - pi.x
            pi.v += d * pj.m * dt
            pj.v -= d * pi.m * dt
        end
    end
    for p in ps
        p.x += dt * p.v
    end
    return n
end

function nth_x(ps::Vector{P}, k::Int)
    ps[1].x = -1.0
    return ps[k].x
end

ps = [P(0.0, 0.0, 1.0), P(1.0, 0.0, 2.0), P(3.0, 0.5, 0.5)]
println(total_mass(ps))
for step in 1:3
    advance!(ps, 0.5)
end
println(ps[1].x, " ", ps[2].x, " ", ps[3].x)
println(nth_x(ps, 2))
try
    nth_x(ps, 4)
catch e
    println(typeof(e))
end
println(ps[1].x)
holes = Vector{P}(undef, 2)
try
    total_mass(holes)
catch e
    println(typeof(e))
end

#= expect
3.5
2.189453125 1.09765625 -1.01953125
1.09765625
BoundsError
-1.0
UndefRefError
=#
