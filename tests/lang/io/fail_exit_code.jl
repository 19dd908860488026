# exit(n) ends the program with status n; nothing is printed on stderr.
println("before exit")
exit(3)
println("never")
#= expect
before exit
=#
#= expect-stderr-prefix
=#
#= exit: 3 =#
