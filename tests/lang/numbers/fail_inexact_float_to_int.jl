# Int(x) of a non-integral float throws InexactError.
println(Int(2.0))
println(Int(2.5))
#= expect
2
=#
#= expect-stderr-prefix
ERROR: LoadError: InexactError: Int64(2.5)
=#
#= exit: 1 =#
