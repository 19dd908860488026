# Bitwise operators and their precedence: & binds like *, | and ⊻ like +,
# shifts tighter than *.
println(12 & 10)
println(12 | 10)
println(12 ⊻ 10)
println(xor(12, 10))
println(~0)
println(~5)
println(1 << 4)
println(-16 >> 2)
println(-16 >>> 60)
println(256 >> 4)
println(1 << 63)
println(1 << 64)
println(0xf0 >> 4)
println(UInt8(1) << 7)
println(2 + 3 & 1)
println(2 * 3 & 1)
println(1 | 2 + 4)
println(1 + 1 << 2)
println(~UInt8(0))
#= expect
8
14
6
6
-1
-6
16
-4
15
16
-9223372036854775808
0
15
128
3
0
7
5
255
=#
