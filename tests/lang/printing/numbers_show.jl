# Unsigned integers show in hex with their width; print gives decimal.
show(0x2c)
println()
println(0x2c)
println(repr(UInt16(5)))
println(repr(UInt32(5)))
println(repr(UInt64(5)))
println(repr(Int8(-5)))
println(repr(Int32(7)))
println(string(0xff))
println(UInt8[1, 2, 255])
println(Int8[1, -2])
println(Int32[3])
println([0x01, 0x02])
println((0x01, 2))
println([1.5, 2])
println([1, 2.5])
println([1, 'a'])
println(Int16(-7), " ", UInt16(7))
#= expect
0x2c
44
0x0005
0x00000005
0x0000000000000005
-5
7
255
UInt8[0x01, 0x02, 0xff]
Int8[1, -2]
Int32[3]
UInt8[0x01, 0x02]
(0x01, 2)
[1.5, 2.0]
[1.0, 2.5]
Any[1, 'a']
-7 7
=#
