# `using M: f, g` and `import M: h` bring in only the named bindings.
module MathUtils
export double
double(x) = 2x
triple(x) = 3x
square(x) = x * x
cube(x) = x^3
end
using .MathUtils: triple, square
import .MathUtils: cube
println(triple(2), " ", square(3), " ", cube(2))
println(@isdefined(double))
using .MathUtils
println(double(5))
println(MathUtils.triple(1))
#= expect
6 9 8
false
10
3
=#
