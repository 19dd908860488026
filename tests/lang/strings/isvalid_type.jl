# isvalid(String, x) of a String, a SubString and a byte vector (UTF-8 validity).
println(isvalid(String, "abc"), " ", isvalid(String, SubString("héllo", 1, 4)))
println(isvalid(String, UInt8[0x68, 0xc3, 0xa9]), " ", isvalid(String, [0xff]), " ", isvalid(String, UInt8[0xc3]))
#= expect
true true
true false false
=#
