# An error part-way through a loop: earlier iterations' output remains.
divisors = [4, 2, 0, 5]
for v in divisors
    println(100 ÷ v)
end
#= expect
25
50
=#
#= expect-stderr-prefix
ERROR: LoadError: DivideError: integer division error
=#
#= exit: 1 =#
