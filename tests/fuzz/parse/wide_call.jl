f(xs...) = length(xs)
println(f(1, 1))
