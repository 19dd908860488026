# Indexing past the end of a Vector: output printed before the error stays.
v = [1, 2, 3]
println("before")
println(v[5])
#= expect
before
=#
#= expect-stderr-prefix
ERROR: LoadError: BoundsError: attempt to access 3-element Vector{Int64} at index [5]
=#
#= exit: 1 =#
