# `using M: f` and `import M: g` bring in only the named bindings.
module MathUtils
export double
double(x) = 2x
triple(x) = 3x
square(x) = x * x
end
using .MathUtils: triple
import .MathUtils: square
println(triple(2), " ", square(3))
println(@isdefined(double))
using .MathUtils
println(double(5))
println(MathUtils.triple(1))
#= expect
6 9
false
10
3
=#
