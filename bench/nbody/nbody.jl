# nbody: simulate the Jovian planets orbiting the Sun with a simple symplectic
# integrator (time step 0.01), N steps. Measures structs of floats and field access.
# Usage: nbody.jl [N]   (default 1000000); prints the total energy before and after,
# each as floor(energy * 1e9).

const PI = 3.141592653589793
const SOLAR_MASS = 4.0 * PI * PI
const DAYS_PER_YEAR = 365.24

mutable struct Body
    x::Float64
    y::Float64
    z::Float64
    vx::Float64
    vy::Float64
    vz::Float64
    mass::Float64
end

# Positions in AU, velocities in AU/day (scaled to AU/year), masses in Sun masses.
function planet(x, y, z, vx, vy, vz, mass)
    return Body(x, y, z, vx * DAYS_PER_YEAR, vy * DAYS_PER_YEAR, vz * DAYS_PER_YEAR,
                mass * SOLAR_MASS)
end

function make_system()
    sun = Body(0.0, 0.0, 0.0, 0.0, 0.0, 0.0, SOLAR_MASS)
    jupiter = planet(4.84143144246472090e+00, -1.16032004402742839e+00,
                     -1.03622044471123109e-01, 1.66007664274403694e-03,
                     7.69901118419740425e-03, -6.90460016972063023e-05,
                     9.54791938424326609e-04)
    saturn = planet(8.34336671824457987e+00, 4.12479856412430479e+00,
                    -4.03523417114321381e-01, -2.76742510726862411e-03,
                    4.99852801234917238e-03, 2.30417297573763929e-05,
                    2.85885980666130812e-04)
    uranus = planet(1.28943695621391310e+01, -1.51111514016986312e+01,
                    -2.23307578892655734e-01, 2.96460137564761618e-03,
                    2.37847173959480950e-03, -2.96589568540237556e-05,
                    4.36624404335156298e-05)
    neptune = planet(1.53796971148509165e+01, -2.59193146099879641e+01,
                     1.79258772950371181e-01, 2.68067772490389322e-03,
                     1.62824170038242295e-03, -9.51592254519715870e-05,
                     5.15138902046611451e-05)
    return Body[sun, jupiter, saturn, uranus, neptune]
end

# Gives the Sun the momentum that makes the system's total momentum zero.
function offset_momentum!(bodies::Vector{Body})
    px = 0.0
    py = 0.0
    pz = 0.0
    for b in bodies
        px += b.vx * b.mass
        py += b.vy * b.mass
        pz += b.vz * b.mass
    end
    sun = bodies[1]
    sun.vx = -px / SOLAR_MASS
    sun.vy = -py / SOLAR_MASS
    sun.vz = -pz / SOLAR_MASS
end

function energy(bodies::Vector{Body})
    e = 0.0
    n = length(bodies)
    for i in 1:n
        b = bodies[i]
        e += 0.5 * b.mass * (b.vx * b.vx + b.vy * b.vy + b.vz * b.vz)
        for j in i+1:n
            b2 = bodies[j]
            dx = b.x - b2.x
            dy = b.y - b2.y
            dz = b.z - b2.z
            e -= b.mass * b2.mass / sqrt(dx * dx + dy * dy + dz * dz)
        end
    end
    return e
end

function advance!(bodies::Vector{Body}, dt::Float64)
    n = length(bodies)
    for i in 1:n
        bi = bodies[i]
        for j in i+1:n
            bj = bodies[j]
            dx = bi.x - bj.x
            dy = bi.y - bj.y
            dz = bi.z - bj.z
            dsq = dx * dx + dy * dy + dz * dz
            mag = dt / (dsq * sqrt(dsq))
            mj = bj.mass * mag
            bi.vx -= dx * mj
            bi.vy -= dy * mj
            bi.vz -= dz * mj
            mi = bi.mass * mag
            bj.vx += dx * mi
            bj.vy += dy * mi
            bj.vz += dz * mi
        end
    end
    for b in bodies
        b.x += dt * b.vx
        b.y += dt * b.vy
        b.z += dt * b.vz
    end
end

function main()
    steps = isempty(ARGS) ? 1_000_000 : parse(Int, ARGS[1])
    bodies = make_system()
    offset_momentum!(bodies)
    e0 = energy(bodies)
    for i in 1:steps
        advance!(bodies, 0.01)
    end
    e1 = energy(bodies)
    println(Int(floor(e0 * 1e9)), " ", Int(floor(e1 * 1e9)))
end

main()
