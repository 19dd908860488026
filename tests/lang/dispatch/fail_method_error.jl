# Calling a function with an argument type it has no method for.
f(x::Int) = x + 1
println(f(1))
println(f("a"))
#= expect
2
=#
#= expect-stderr-prefix
ERROR: LoadError: MethodError: no method matching f(::String)
=#
#= exit: 1 =#
