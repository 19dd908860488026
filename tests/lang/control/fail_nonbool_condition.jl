# Conditions must be Bool: an Int is not truthy.
n = 1
if n > 0
    println("positive")
end
if n
    println("not reached")
end
#= expect
positive
=#
#= expect-stderr-prefix
ERROR: LoadError: TypeError: non-boolean (Int64) used in boolean context
=#
#= exit: 1 =#
