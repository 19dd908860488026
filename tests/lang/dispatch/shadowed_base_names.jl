# A module's own function named like a Base function is a different
# function: calls by that name in the module are its own, not Base's, even
# for the names the interpreter has inline paths for (Julia manual,
# "Modules": a name is Base's only through `using` until the module defines
# its own). `for` loops still use Base.iterate.
length(x) = 42
getindex(a, i) = -1
iterate(x) = nothing
!(x::Bool) = "not"
<(a::Int, b::Int) = "less"
v = [1, 2, 3]
println(length(v))
println(getindex(v, 1))
println(v[2])                 # indexing syntax is Base.getindex
println(iterate(v))
println(!true)
println(1 < 2)
for x in v
    print(x, " ")
end
println()
println(Base.length(v), " ", Base.:<(1, 2))
#= expect
42
-1
2
nothing
not
less
1 2 3 
3 true
=#
