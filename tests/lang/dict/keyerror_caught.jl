# A missing key throws KeyError, which carries the key.
d = Dict("a" => 1)
try
    d["missing"]
catch e
    println(typeof(e))
    println(e.key)
end
println(haskey(d, "missing"))
d2 = Dict(:s => 1)
try
    d2[:t]
catch e
    println(e isa KeyError, " ", e.key)
end
try
    delete!(d, "absent")
    println("delete! of an absent key is fine: ", length(d))
catch e
    println("unexpected ", typeof(e))
end
#= expect
KeyError
missing
false
true t
delete! of an absent key is fine: 1
=#
