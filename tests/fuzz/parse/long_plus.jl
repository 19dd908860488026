x = 2
println(x + xÿ)
