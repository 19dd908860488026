# sqrt of a negative Float64 throws DomainError (the first line names the value).
println(sqrt(4.0))
println(sqrt(-1.0))
#= expect
2.0
=#
#= expect-stderr-prefix
ERROR: LoadError: DomainError with -1.0:
=#
#= exit: 1 =#
