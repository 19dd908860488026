# include evaluates another file (path relative to this file) here and
# returns its last value.
include("inc/helpers.jl")
println(helper_double(21))
println(HELPER_NAME)
r = include("inc/returns_value.jl")
println(r)
#= expect
42
helpers
42
=#
