# An explicitly thrown ArgumentError.
function sqrt_int(n::Int)
    n < 0 && throw(ArgumentError("n must be non-negative, got $n"))
    floor(Int, sqrt(n))
end
println(sqrt_int(17))
println(sqrt_int(-4))
#= expect
4
=#
#= expect-stderr-prefix
ERROR: LoadError: ArgumentError: n must be non-negative, got -4
=#
#= exit: 1 =#
