# rand and randn are Base's names in Julia: they work without `using Random`
# (the first call loads Random). Unseeded, so only types and ranges are pinned.
x = rand(1:10)
println(x isa Int, " ", 1 <= x <= 10)
v = rand(3)
println(length(v), " ", all(t -> 0 <= t < 1, v))
println(randn() isa Float64)
println(rand(Bool) isa Bool)
#= expect
true true
3 true
true
true
=#
