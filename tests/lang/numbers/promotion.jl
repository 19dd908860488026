# Promotion of mixed-type arithmetic: same-size signed and unsigned give the
# unsigned type; otherwise the larger type wins; any float gives Float64.
println(typeof(1 + 1.0))
println(typeof(UInt8(1) + 1))
println(typeof(Int8(1) + Int16(1)))
println(typeof(Int32(1) + UInt16(1)))
println(typeof(Int8(1) + UInt8(1)))
println(typeof(UInt32(1) + Int64(1)))
println(typeof(UInt64(1) + Int64(1)))
println(typeof(Int32(1) * 2.0))
println(typeof(true + UInt8(1)))
println(typeof(1 / Int32(2)))
println(typeof(Int16(7) ÷ Int16(2)))
println(typeof(UInt8(3) * UInt8(3)))
println(UInt64(1) + 1)
println(typeof('a' + 1))
println(Int8(1) + UInt8(1))
println(UInt8(1) - 2)
println(1 + UInt64(0) - 2)
#= expect
Float64
Int64
Int16
Int32
UInt8
Int64
UInt64
Float64
UInt8
Float64
Int16
UInt8
2
Char
2
-1
18446744073709551615
=#
