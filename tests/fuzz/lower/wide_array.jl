a = [1, 2]
println(sum(a))
