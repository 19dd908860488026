# map over an empty array with a function whose return type inference cannot
# yet tell (uppercase of a String goes through a comprehension that widens):
# Julia's inference gives String, Kiln's Any.
#= skip: inference gives Any for uppercase(::String) (the widening in collect), Julia String =#
m = map(uppercase, String[])
println(typeof(m))
#= expect
Vector{String}
=#
