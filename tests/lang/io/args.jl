# Command-line arguments arrive in ARGS as strings.
println(length(ARGS))
for a in ARGS
    println(a)
end
println(typeof(ARGS))
println(parse(Int, ARGS[2]) + 1)
#= args: alpha 41 "two words" =#
#= expect
3
alpha
41
two words
Vector{String}
42
=#
