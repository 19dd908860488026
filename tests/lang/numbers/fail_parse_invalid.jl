# Parsing text that is not a number throws ArgumentError.
println(parse(Int, "12"))
println(parse(Int, "12a"))
#= expect
12
=#
#= expect-stderr-prefix
ERROR: LoadError: ArgumentError: invalid base 10 digit 'a' in "12a"
=#
#= exit: 1 =#
