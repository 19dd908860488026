# map over an empty array: the element type is what inference gives the function
# (uppercase of a String is a String).
m = map(uppercase, String[])
println(typeof(m))
println(typeof(map(lowercase, String[])))
println(typeof([uppercase(s) for s in String[]]))
println(map(uppercase, ["ab", "c"]))
#= expect
Vector{String}
Vector{String}
Vector{String}
["AB", "C"]
=#
