#= options: --heap-size-hint=48M =#
# OutOfMemoryError that is not caught ends the program as any error does.
function descend(n)
    v = zeros(Int, 1000)
    return descend(n + 1) + v[1]
end
println("descending")
descend(1)
#= expect
descending
=#
#= expect-stderr-prefix
ERROR: LoadError: OutOfMemoryError()
Stacktrace:
=#
#= exit: 1 =#
