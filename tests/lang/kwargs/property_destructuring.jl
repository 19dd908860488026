# `(; a, b) = x` assigns the properties a and b of x (Julia 1.7); its value is x.
nt = (a = 1, b = "two", c = 3.0)
(; a, c) = nt
println(a, " ", c)
struct P
    x::Int
    y::Int
end
(; x, y) = P(3, 4)
println(x + y)
function area(p)
    (; x, y) = p
    return x * y
end
println(area(P(5, 6)), " ", area((x = 2, y = 7)))
r = ((; b) = nt)
println(b, " ", r === nt)
let (; y) = P(0, 9)
    println(y)
end
#= expect
1 3.0
7
30 14
two true
9
=#
