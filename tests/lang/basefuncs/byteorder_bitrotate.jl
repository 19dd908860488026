# Byte order conversions (little-endian host) and bit rotation.
println(hton(0x0102), " ", ntoh(0x01020304), " ", htol(0x0102), " ", ltoh(Int16(5)))
println(bitrotate(0x81, 1), " ", bitrotate(0x81, -1), " ", bitrotate(UInt16(1), 17), " ", bitrotate(Int8(-128), 1), " ", bitrotate(0x12345678, 8))
#= expect
513 67305985 258 5
3 192 2 1 878082066
=#
