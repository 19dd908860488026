# Renaming on import (Julia 1.6): `import M as N`, `import A.B as C`, `using M: f as g`,
# also for standard libraries.
module Geo
export area
area(r) = 3r^2
perimeter(r) = 6r
module Units
const METER = 1.0
end
end
import .Geo as G
import .Geo.Units as U
using .Geo: perimeter as perim, area
import LinearAlgebra as LA
using Statistics: mean as average
println(G.area(2), " ", G.perimeter(1), " ", U.METER, " ", perim(2), " ", area(1))
println(LA.dot([1, 2], [3, 4]), " ", average([1, 2, 3, 6]), " ", G === Geo, " ", nameof(U))
#= expect
12 6 1.0 12 3
11 3.0 true Units
=#
