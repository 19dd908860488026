# Parsing an integer too large for Int64 throws OverflowError.
println(parse(Int, "9223372036854775807"))
println(parse(Int, "99999999999999999999"))
#= expect
9223372036854775807
=#
#= expect-stderr-prefix
ERROR: LoadError: OverflowError: overflow parsing "99999999999999999999"
=#
#= exit: 1 =#
