# A module with exports, used with `using .M`; unexported names are reached
# as M.name.
module Geometry
export area, Square
struct Square
    side::Float64
end
area(s::Square) = s.side^2
perimeter(s::Square) = 4 * s.side
const UNIT = 1.0
end
using .Geometry
s = Square(3.0)
println(area(s))
println(Geometry.perimeter(s))
println(Geometry.UNIT)
println(@isdefined(perimeter))
println(s)
println(typeof(s))
println(Geometry)
#= expect
9.0
12.0
1.0
false
Square(3.0)
Square
Main.Geometry
=#
