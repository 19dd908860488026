"""mandelbrot: escape-time iteration over an N×N grid of the complex plane.

The grid covers [-1.5, 0.5) × [-1, 1), at most 50 iterations per point.
Measures floating point.
Usage: mandelbrot.py [N]   (default 1000); prints the number of points that did
not escape and the total number of iterations over all points.
"""
import sys

MAX_ITER = 50


def escape_time(cr, ci):
    """Iterations z -> z^2 + c, from z = 0, until |z| > 2 or MAX_ITER."""
    zr = 0.0
    zi = 0.0
    i = 0
    while i < MAX_ITER and zr * zr + zi * zi <= 4.0:
        tr = zr * zr - zi * zi + cr
        zi = 2.0 * zr * zi + ci
        zr = tr
        i += 1
    return i


def mandelbrot(n):
    inside = 0
    total = 0
    for y in range(n):
        ci = 2.0 * y / n - 1.0
        for x in range(n):
            cr = 2.0 * x / n - 1.5
            i = escape_time(cr, ci)
            total += i
            if i == MAX_ITER:
                inside += 1
    return inside, total


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    inside, total = mandelbrot(n)
    print(inside, total)


main()
