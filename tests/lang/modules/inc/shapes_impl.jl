# Included into module Shapes by modules/include_in_module.jl.
circle_area(r) = π * r^2
