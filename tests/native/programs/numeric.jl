# native: at least 6 compiled
# Integer, float and Bool arithmetic, branches, loops and calls, as native
# code runs them under --compile=all (the interpreter prints the same).
fib(n::Int) = n < 2 ? n : fib(n - 1) + fib(n - 2)

function sum_mod(n::Int)
    s = 0
    i = 1
    while i <= n
        s += i % 7
        i += 1
    end
    return s
end

function escape_count(cr::Float64, ci::Float64, limit::Int)
    zr = 0.0
    zi = 0.0
    k = 0
    while k < limit && zr * zr + zi * zi <= 4.0
        t = zr * zr - zi * zi + cr
        zi = 2.0 * zr * zi + ci
        zr = t
        k += 1
    end
    return k
end

function mix(x::UInt64, n::Int)
    i = 0
    while i < n
        x = xor(x, x << 13)
        x = xor(x, x >> 7)
        x = xor(x, x << 17)
        i += 1
    end
    return x
end

is_even_square(n::Int) = n * n % 2 == 0
safe_div(a::Int, b::Int) = div(a, b)
half(x::Float64) = x / 2
both(a::Bool, b::Bool) = a & !b

println(fib(20))
println(sum_mod(1000))
println(escape_count(-0.5, 0.5, 100), " ", escape_count(1.0, 1.0, 100))
println(mix(UInt64(88172645463325252), 10))
println(is_even_square(6), " ", is_even_square(7))
println(safe_div(17, 5), " ", safe_div(-17, 5))
println(half(3.0), " ", half(-0.0), " ", half(1e308))
println(both(true, false), " ", both(true, true))
try
    safe_div(1, 0)
catch e
    println("caught ", e)
end
println(sum_mod(0))

#= expect
6765
3003
100 2
14546003305709394545
true false
3 -3
1.5 -0.0 5.0e307
true false
caught DivideError()
0
=#
