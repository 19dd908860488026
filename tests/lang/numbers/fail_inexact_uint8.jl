# Converting an out-of-range value to UInt8 throws InexactError.
println(UInt8(255))
println(UInt8(300))
#= expect
255
=#
#= expect-stderr-prefix
ERROR: LoadError: InexactError: trunc(UInt8, 300)
=#
#= exit: 1 =#
