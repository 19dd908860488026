# Any value can be thrown and caught.
try
    throw(42)
catch e
    println(e, " ", typeof(e))
end
try
    throw("a string")
catch e
    println(e)
end
try
    throw((:code, 7))
catch e
    println(e[2])
end
#= expect
42 Int64
a string
7
=#
