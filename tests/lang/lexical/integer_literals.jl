# Integer and float literal forms and the types they produce.
println(0x1f)
println(typeof(0x1f))
println(0b101)
println(typeof(0b101))
println(0o17)
println(1_000_000)
println(typeof(0x1234))
println(typeof(0x12345678))
println(typeof(0x123456789))
println(0xff + 1)
println(typeof(0xff + 1))
println(-0x01)
println(1e3)
println(1.5e-3)
println(typeof(1e3))
println(2.0e0)
println(0.5, " ", .5)
println(typeof(10), " ", typeof(10.0))
#= expect
31
UInt8
5
UInt8
15
1000000
UInt16
UInt32
UInt64
256
Int64
255
1000.0
0.0015
Float64
2.0
0.5 0.5
Int64 Float64
=#
