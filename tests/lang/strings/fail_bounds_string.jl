# Indexing a String past its last byte.
s = "abc"
println(s[3])
println(s[5])
#= expect
c
=#
#= expect-stderr-prefix
ERROR: LoadError: BoundsError: attempt to access 3-codeunit String at index [5]
=#
#= exit: 1 =#
