# include inside a module defines the file's names in that module.
module Shapes
include("inc/shapes_impl.jl")
end
println(Shapes.circle_area(1.0) > 3.14)
println(@isdefined(circle_area))
#= expect
true
false
=#
