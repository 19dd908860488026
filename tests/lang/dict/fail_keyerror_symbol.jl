# The key is shown with `show`, so a Symbol key has its colon.
config = Dict(:depth => 3)
function lookup(key)
    config[key]
end
println(lookup(:depth))
lookup(:width)
#= expect
3
=#
#= expect-stderr-prefix
ERROR: LoadError: KeyError: key :width not found
=#
#= exit: 1 =#
