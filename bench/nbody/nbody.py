"""nbody: simulate the Jovian planets orbiting the Sun.

A simple symplectic integrator (time step 0.01), N steps. Measures structs of
floats and field access.
Usage: nbody.py [N]   (default 1000000); prints the total energy before and
after, each as floor(energy * 1e9).
"""
import math
import sys

PI = 3.141592653589793
SOLAR_MASS = 4.0 * PI * PI
DAYS_PER_YEAR = 365.24


class Body:
    __slots__ = ("x", "y", "z", "vx", "vy", "vz", "mass")

    def __init__(self, x, y, z, vx, vy, vz, mass):
        self.x = x
        self.y = y
        self.z = z
        self.vx = vx
        self.vy = vy
        self.vz = vz
        self.mass = mass


def planet(x, y, z, vx, vy, vz, mass):
    """Positions in AU, velocities in AU/day (scaled to AU/year), masses in Sun masses."""
    return Body(x, y, z, vx * DAYS_PER_YEAR, vy * DAYS_PER_YEAR, vz * DAYS_PER_YEAR,
                mass * SOLAR_MASS)


def make_system():
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
    return [sun, jupiter, saturn, uranus, neptune]


def offset_momentum(bodies):
    """Gives the Sun the momentum that makes the system's total momentum zero."""
    px = 0.0
    py = 0.0
    pz = 0.0
    for b in bodies:
        px += b.vx * b.mass
        py += b.vy * b.mass
        pz += b.vz * b.mass
    sun = bodies[0]
    sun.vx = -px / SOLAR_MASS
    sun.vy = -py / SOLAR_MASS
    sun.vz = -pz / SOLAR_MASS


def energy(bodies):
    e = 0.0
    n = len(bodies)
    for i in range(n):
        b = bodies[i]
        e += 0.5 * b.mass * (b.vx * b.vx + b.vy * b.vy + b.vz * b.vz)
        for j in range(i + 1, n):
            b2 = bodies[j]
            dx = b.x - b2.x
            dy = b.y - b2.y
            dz = b.z - b2.z
            e -= b.mass * b2.mass / math.sqrt(dx * dx + dy * dy + dz * dz)
    return e


def advance(bodies, dt):
    n = len(bodies)
    for i in range(n):
        bi = bodies[i]
        for j in range(i + 1, n):
            bj = bodies[j]
            dx = bi.x - bj.x
            dy = bi.y - bj.y
            dz = bi.z - bj.z
            dsq = dx * dx + dy * dy + dz * dz
            mag = dt / (dsq * math.sqrt(dsq))
            mj = bj.mass * mag
            bi.vx -= dx * mj
            bi.vy -= dy * mj
            bi.vz -= dz * mj
            mi = bi.mass * mag
            bj.vx += dx * mi
            bj.vy += dy * mi
            bj.vz += dz * mi
    for b in bodies:
        b.x += dt * b.vx
        b.y += dt * b.vy
        b.z += dt * b.vz


def main():
    steps = int(sys.argv[1]) if len(sys.argv) > 1 else 1000000
    bodies = make_system()
    offset_momentum(bodies)
    e0 = energy(bodies)
    for _ in range(steps):
        advance(bodies, 0.01)
    e1 = energy(bodies)
    print(math.floor(e0 * 1e9), math.floor(e1 * 1e9))


main()
