# exit() ends the program at once with status 0.
println("a")
exit()
println("b")
#= expect
a
=#
