counter = let c = 0
    () -> (c += 1)
end
counter(); counter()
println(counter())
function adder(n)
    x -> x + n
end
add3 = adder(3)
println(add3(4))
function apply_twice(f, x)
    f(f(x))
end
println(apply_twice(x -> x * 2, 5))
function make()
    out = ()
    for i in 1:3
        out = (out..., () -> i)
    end
    out
end
function map_tuple(t)
    s = 0
    for f in t
        s = s * 10 + f()
    end
    s
end
println(map_tuple(make()))
#= expect
3
7
20
123
=#
