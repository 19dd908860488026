# The fixed-width integer types, their ranges and wraparound.
a = Int8(100)
println(a, " ", typeof(a))
println(typemax(Int8), " ", typemin(Int8))
println(typemax(Int16), " ", typemin(Int16))
println(typemax(Int32), " ", typemin(Int32))
println(typemax(Int64))
println(typemax(UInt8), " ", typemax(UInt16), " ", typemax(UInt32))
println(typemax(UInt64))
println(typemin(UInt8))
println(UInt8(200) + UInt8(100))
println(300 % UInt8)
println(-1 % UInt8)
println(typeof(300 % UInt8))
println(UInt16(65535) + UInt16(1))
println(Int16(1000) * Int16(100))
println(Int === Int64)
println(UInt8(65) == 65)
println(typeof(typemax(UInt16)))
#= expect
100 Int8
127 -128
32767 -32768
2147483647 -2147483648
9223372036854775807
255 65535 4294967295
18446744073709551615
0
44
44
255
UInt8
0
-31072
true
true
UInt16
=#
