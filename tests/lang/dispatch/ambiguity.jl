# An ambiguous call throws MethodError until a more specific method exists.
amb(x::Int, y) = 1
amb(x, y::Int) = 2
try
    amb(1, 1)
catch e
    println(typeof(e))
end
println(amb(1, "a"), " ", amb("a", 1))
amb(x::Int, y::Int) = 3
println(amb(1, 1))
#= expect
MethodError
1 2
3
=#
