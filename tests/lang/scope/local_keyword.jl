# `local` forces a new variable; loops inside functions update the
# function's variables.
x = 1
let
    local x = 2
    println(x)
end
println(x)
function f()
    x = 10
    for i in 1:2
        local x = i
    end
    x
end
println(f())
function g()
    y = 0
    for i in 1:3
        y += i
    end
    y
end
println(g())
function h()
    for i in 1:2
        z = i
    end
    @isdefined(z)
end
println(h())
#= expect
2
1
10
6
false
=#
