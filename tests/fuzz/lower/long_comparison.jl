x = 1
y = x <= xu
println(y)
