# An anonymous function as a top-level statement of its own (its value unused)
# with locals in its body, and one whose body is a long comparison chain, which
# lowering flattens into locals.
(x) -> (a = x + 1; a)
function (y)
    b = y * 2
    return b
end
function (x)
    x < x < x < x < x < x < x < x < x < x < x < x < x < x < x < x < x < x < x < x
end
g = (x) -> (a = x + 1; a)
println(g(1))
println(((x) -> x < x + 1 < x + 2 < x + 3 < x + 4 < x + 5 < x + 6 < x + 7 < x + 8 < x + 9 < x + 10 < x + 11 < x + 12 < x + 13 < x + 14 < x + 15 < x + 16 < x + 17 < x + 18)(0))
#= expect
2
true
=#
