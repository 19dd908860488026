# passmissing(f): missing when any argument is missing, else f's result.
add = passmissing(+)
println(add(1, 2))
println(add(1, missing))
println(add(missing, 2))
println(passmissing(string)(missing))
println(passmissing(string)(3))
doubled = passmissing(x -> 2x)
for v in (1, missing, 3)
    println(doubled(v))
end
println(passmissing(parse)(Int, "42"))
println(passmissing(parse)(Int, missing))
#= expect
3
missing
missing
missing
3
2
missing
6
42
missing
=#
