# There is no + between a String and an Int.
x = "1"
println(x * "2")
println(x + 2)
#= expect
12
=#
#= expect-stderr-prefix
ERROR: LoadError: MethodError: no method matching +(::String, ::Int64)
=#
#= exit: 1 =#
