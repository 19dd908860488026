# A nested module is its own ModuleIr with its own top-level thunk (Julia
# manual, "Modules"); using/import/export are statements of the thunk.
module Geometry
export Circle, area
struct Circle
    r::Float64
end
area(c::Circle) = π * c.r^2
module Inner
using ..Geometry: Circle
unit() = Circle(1.0)
end
end
using .Geometry
using .Geometry: area, Circle
import .Geometry: area
import Base.show
using Printf, Test
println(area(Geometry.Circle(2.0)))
