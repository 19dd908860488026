t = (1, 2)
println(length(t))
