# names(::Module): the exported names and the module's own name; `all = true`
# adds every name the module defines; `imported = true` the names it imports.
module Shapes
export area, Circle
struct Circle
    r::Float64
end
area(c::Circle) = 3 * c.r^2
helper() = 1
const SCALE = 2
end

module User
using ..Shapes: area
import ..Shapes: Circle
end

println(sort(names(Shapes)))
println(:helper in names(Shapes))
println(issubset([:Circle, :SCALE, :Shapes, :area, :helper], names(Shapes; all = true)))
println(sort(names(User)))
println(sort(names(User; imported = true)))
for n in sort(names(Shapes))
    v = getfield(Shapes, n)
    println(n, " => ", v isa Function ? "a function" : typeof(v))
end
#= expect
[:Circle, :Shapes, :area]
false
true
[:User]
[:Circle, :User]
Circle => DataType
Shapes => Module
area => a function
=#
