# native: at least 4 compiled
# native: compiles prod3 sum3 mixed3 poly escape sum4
# Calls of vararg methods (`a * b * c` is `*(a, b, c)`, Base's
# `*(a, b, c, xs...)`): the trailing arguments become the callee's tuple.
prod3(a::Float64, b::Float64, c::Float64) = a * b * c
sum3(a::Int, b::Int, c::Int) = a + b + c
mixed3(a::Int, b::Float64, c::Int) = a * b * c
poly(x::Float64) = 2.0 * x * x + 3.0 * x + 1.0

function escape(cr::Float64, ci::Float64)
    zr = 0.0
    zi = 0.0
    i = 0
    while i < 50 && zr * zr + zi * zi <= 4.0
        tr = zr * zr - zi * zi + cr
        zi = 2.0 * zr * zi + ci
        zr = tr
        i += 1
    end
    return i
end

# Four: the tuple of one trailing argument, indexed at run time by the loop.
sum4(a::Int, b::Int, c::Int, d::Int) = a + b + c + d

println(prod3(1.5, 2.0, -3.0), " ", prod3(0.1, 0.2, 0.3))
println(sum3(1, 2, 3), " ", sum3(typemax(Int), 1, 1))
println(mixed3(3, 0.5, 7))
println(poly(0.5), " ", poly(-2.0))
println(escape(-0.5, 0.5), " ", escape(1.0, 1.0), " ", escape(0.25, 0.0))
println(sum4(1, 2, 3, 4))

#= expect
-9.0 0.006000000000000001
6 -9223372036854775807
10.5
3.0 3.0
50 2 50
10
=#
