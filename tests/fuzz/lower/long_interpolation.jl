x = 1
s = "$xP"
println(length(s))
