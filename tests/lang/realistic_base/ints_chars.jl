# ints chars: output as Julia 1.11 prints it.
x = Int8(-5)
println(x, " ", repr(x), " ", typeof(x))
u = UInt8(200)
println(u, " ", repr(u))
show(u); println()
show(UInt16(7)); println()
show(0x1f); println()
println([0x01, 0xff])
println(UInt8[1, 2, 3])
println(Int8[1, -2])
c = 'a'
println(c, " ", repr(c))
show(c); println()
display(c)
display('β')
display('1')
display(' ')
println(Int('A'), " ", Char(66), " ", 'a' + 1, " ", 'z' - 'a')
println(string(255, base = 16), " ", string(5, base = 2, pad = 8), " ", string(-255, base = 16))
println(bitstring(UInt8(5)), " ", count_ones(255), " ", leading_zeros(UInt8(1)))
println(uppercase('x'), " ", isdigit('7'), " ", isletter('7'), " ", isspace('\t'))
#= expect
-5 -5 Int8
200 0xc8
0xc8
0x0007
0x1f
UInt8[0x01, 0xff]
UInt8[0x01, 0x02, 0x03]
Int8[1, -2]
a 'a'
'a'
'a': ASCII/Unicode U+0061 (category Ll: Letter, lowercase)
'β': Unicode U+03B2 (category Ll: Letter, lowercase)
'1': ASCII/Unicode U+0031 (category Nd: Number, decimal digit)
' ': ASCII/Unicode U+0020 (category Zs: Separator, space)
65 B b 25
ff 00000101 -ff
00000101 8 7
X true false true
=#
