# An integer raised to a negative power held in a variable throws DomainError.
p = -2
println(2^2)
println(2^p)
#= expect
4
=#
#= expect-stderr-prefix
ERROR: LoadError: DomainError with -2:
=#
#= exit: 1 =#
