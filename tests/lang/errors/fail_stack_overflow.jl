# Unbounded recursion that is not caught ends the program.
down(n) = down(n + 1) + 1
println("recursing")
down(1)
#= expect
recursing
=#
#= expect-stderr-prefix
ERROR: LoadError: StackOverflowError:
=#
#= exit: 1 =#
