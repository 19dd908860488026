# Conversions by constructor: exact values convert, inexact ones throw
# InexactError.
println(Int(3.0))
println(Int('a'))
println(Float64(3))
println(Int8(-5))
println(UInt8(255))
println(Char(0x41))
println(Char(955))
println(Int(0x10))
println(Bool(1))
for f in (() -> Int(2.5), () -> UInt8(300), () -> UInt8(-1), () -> Int8(128), () -> Int(NaN), () -> Bool(2))
    try
        f()
        println("no error")
    catch e
        println(typeof(e))
    end
end
println(trunc(Int, 2.9), " ", round(Int, -3.5), " ", floor(Int, -0.5))
println(Int64(Int8(-3)))
println(UInt16(0xff))
println(string(Float64(7)))
#= expect
3
97
3.0
-5
255
A
λ
16
true
InexactError
InexactError
InexactError
InexactError
InexactError
InexactError
2 -4 -1
-3
255
7.0
=#
