# Functions returning functions; memoization with a captured Dict.
adder(n) = x -> x + n
add5 = adder(5)
println(add5(1))
println(map(adder(100), [1, 2]))
compose2(f, g) = x -> f(g(x))
inc_then_double = compose2(x -> 2x, x -> x + 1)
println(inc_then_double(3))
function memoize(f)
    cache = Dict{Int, Int}()
    return n -> get!(() -> f(n), cache, n)
end
ncalls = 0
function slow_square(n)
    global ncalls
    ncalls += 1
    n * n
end
msq = memoize(slow_square)
println(msq(4), " ", msq(4), " ", msq(5))
println(ncalls)
function make_multipliers()
    [x -> x * k for k in 1:3]
end
println([m(10) for m in make_multipliers()])
#= expect
6
[101, 102]
8
16 16 25
2
[10, 20, 30]
=#
