# Reading a missing key.
d = Dict("a" => 1)
println(d["a"])
println(d["b"])
#= expect
1
=#
#= expect-stderr-prefix
ERROR: LoadError: KeyError: key "b" not found
=#
#= exit: 1 =#
