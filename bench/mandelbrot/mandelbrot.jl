# mandelbrot: escape-time iteration over an N×N grid covering [-1.5, 0.5) × [-1, 1)
# of the complex plane, at most 50 iterations per point. Measures floating point.
# Usage: mandelbrot.jl [N]   (default 1000); prints the number of points that did not
# escape and the total number of iterations over all points.

const MAX_ITER = 50

# Iterations z -> z^2 + c, starting at z = 0, until |z| > 2 or MAX_ITER is reached.
function escape_time(cr::Float64, ci::Float64)
    zr = 0.0
    zi = 0.0
    i = 0
    while i < MAX_ITER && zr * zr + zi * zi <= 4.0
        tr = zr * zr - zi * zi + cr
        zi = 2.0 * zr * zi + ci
        zr = tr
        i += 1
    end
    return i
end

function mandelbrot(n::Int)
    inside = 0
    total = 0
    for y in 0:n-1
        ci = 2.0 * y / n - 1.0
        for x in 0:n-1
            cr = 2.0 * x / n - 1.5
            i = escape_time(cr, ci)
            total += i
            if i == MAX_ITER
                inside += 1
            end
        end
    end
    return inside, total
end

function main()
    n = isempty(ARGS) ? 1000 : parse(Int, ARGS[1])
    inside, total = mandelbrot(n)
    println(inside, " ", total)
end

main()
