# Passing a keyword argument the function does not accept.
f(; a = 1) = a
println(f(a = 2))
println(f(b = 3))
#= expect
2
=#
#= expect-stderr-prefix
ERROR: LoadError: MethodError: no method matching f(; b::Int64)
This method does not support all of the given keyword arguments (and may not support any).
=#
#= exit: 1 =#
