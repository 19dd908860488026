# Long and short function definitions, implicit and explicit return,
# multiple return values, functions as values.
function add(x, y)
    return x + y
end
square(x) = x * x
implicit(x) = begin
    y = x + 1
    y * 2
end
println(add(2, 3), " ", square(4), " ", implicit(1))
function noreturn(x)
    x + 100
end
println(noreturn(1))
function early(x)
    if x > 0
        return "positive"
    end
    "non-positive"
end
println(early(1), " ", early(-1))
function nothing_returned()
    return
end
println(nothing_returned() === nothing)
function multi()
    return 1, "two"
end
a, b = multi()
println(a, " ", b)
println(multi())
println(typeof(multi()))
f = square
println(f(9))
println(add(1.5, 2))
println(typeof(add))
println(add)
#= expect
5 16 4
101
positive non-positive
true
1 two
(1, "two")
Tuple{Int64, String}
81
3.5
typeof(add)
add
=#
