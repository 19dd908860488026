# exit's status is converted to a 32-bit integer first: a status that does not fit raises
# InexactError (and the program goes on), a whole float is accepted, and the C library keeps
# the low 8 bits of what it gets.
try
    exit(typemax(Int))
catch e
    println(e)
end
try
    exit(2.5)
catch e
    println(e)
end
println("still running")
exit(259.0)
#= expect
InexactError(:trunc, Int32, 9223372036854775807)
InexactError(:Int32, Int32, 2.5)
still running
=#
#= expect-stderr-prefix
=#
#= exit: 3 =#
