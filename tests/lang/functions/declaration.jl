# `function f end` declares a generic function without methods; methods come later.
function area end
println(area)
println(typeof(area) <: Function)
try
    area(1)
catch e
    println(typeof(e))
end
area(r::Float64) = 3.0 * r^2
println(area(2.0))
"""
    scale(x)

A documented declaration, `end` on the next line.
"""
function scale
end
scale(x) = 2x
println(scale(4))
#= expect
area
true
MethodError
12.0
8
=#
