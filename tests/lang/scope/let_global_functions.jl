# `global` function definitions inside a top-level `let`: global functions
# that see the let's locals (a common way to keep private state).
let count = 0
    global counter() = (count += 1)
end
counter(); counter()
println(counter())

let
    global double
    function double(x)
        return 2x
    end
end
println(double(4))

let base = 100
    global offset(x) = x + base
    global function scaled(x)
        return x * base
    end
end
println(offset(1), " ", scaled(2))
#= expect
3
8
101 200
=#
