# xor, & and | with three or more arguments fold from the left, as Base's
# operators with several arguments do.
println(xor(0x1, 0x2, 0x4), " ", xor(5, 3, 1, 7))
println((&)(15, 7, 3), " ", (|)(1, 2, 4, 8))
println(xor(true, true, true))
#= expect
7 0
3 15
true
=#
