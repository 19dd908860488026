# Fixed-width integers wrap around on overflow; they never throw.
println(typemax(Int) + 1 == typemin(Int))
println(typemax(Int) + 1)
println(typemin(Int) - 1)
println(typemax(Int) * 2)
println(2^63)
println(2^64)
println(10^19)
println(abs(typemin(Int)))
println(-typemin(Int) == typemin(Int))
println(typemax(Int32) + Int32(1))
println(typeof(typemax(Int32) + Int32(1)))
println(typemax(Int8) + Int8(1))
println(UInt8(255) + UInt8(1))
println(UInt8(0) - UInt8(1))
#= expect
true
-9223372036854775808
9223372036854775807
-2
-9223372036854775808
0
-8446744073709551616
-9223372036854775808
true
-2147483648
Int32
-128
0
255
=#
