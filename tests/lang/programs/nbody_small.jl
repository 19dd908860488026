# A two-body leapfrog step loop with @printf output, benchmark-game style.
using Printf
mutable struct Body
    x::Float64; y::Float64; vx::Float64; vy::Float64; m::Float64
end
function energy(bs)
    e = 0.0
    for (i, b) in enumerate(bs)
        e += 0.5 * b.m * (b.vx^2 + b.vy^2)
        for j in i+1:length(bs)
            c = bs[j]
            e -= b.m * c.m / sqrt((b.x - c.x)^2 + (b.y - c.y)^2)
        end
    end
    e
end
function advance!(bs, dt)
    for i in eachindex(bs), j in i+1:length(bs)
        a, b = bs[i], bs[j]
        dx, dy = a.x - b.x, a.y - b.y
        d2 = dx^2 + dy^2
        mag = dt / (d2 * sqrt(d2))
        a.vx -= dx * b.m * mag; a.vy -= dy * b.m * mag
        b.vx += dx * a.m * mag; b.vy += dy * a.m * mag
    end
    for b in bs
        b.x += dt * b.vx; b.y += dt * b.vy
    end
end
bs = [Body(0.0, 0.0, 0.0, 0.0, 1.0), Body(1.0, 0.0, 0.0, 1.0, 0.0)]
@printf("%.9f\n", energy(bs))
for _ in 1:4
    advance!(bs, 0.25)
end
@printf("%.9f %.6f %.6f\n", energy(bs), bs[2].x, bs[2].y)
println(typeof(bs), " ", length(bs), " ", fieldcount(Body))
#= expect
0.000000000
0.000000000 0.387347 0.822791
Vector{Body} 2 5
=#
