# Numbers as programs print them.
println(1/3, " ", 2/3, " ", 0.1 + 0.2, " ", 1e10, " ", 1.0e-5, " ", 123456789012.0)
println(100.0, " ", 1e16, " ", 1.5e-7, " ", -0.0, " ", 2.0^60, " ", Float32(0.1))
println(typemax(Int), " ", typemin(Int8), " ", 2^63, " ", big(2)^70)
println(7 ÷ 2, " ", -7 ÷ 2, " ", 7 % 3, " ", -7 % 3, " ", mod(-7, 3), " ", divrem(17, 5), " ", fld(-7, 2))
println(round(2.5), " ", round(3.5), " ", round(-2.5), " ", round(Int, 2.7), " ", floor(Int, -1.5), " ", ceil(1.2))
println(round(3.14159, digits = 2), " ", round(1234.5678, sigdigits = 3), " ", trunc(-2.7))
println(3//4 + 1//4, " ", 1//3 * 3, " ", numerator(6//8), " ", float(1//8), " ", rationalize(0.75))
z = 3 + 4im
println(z, " ", abs(z), " ", conj(z), " ", z * im, " ", real(z), " ", angle(1im))
println(sqrt(complex(-4)), " ", exp(0im), " ", (1 + 2im)^2, " ", Complex(1.5, -2))
println(isqrt(17), " ", factorial(10), " ", binomial(10, 3), " ", gcd(12, 18), " ", lcm(4, 6))
println(string(255, base = 2), " ", string(255, base = 16, pad = 4), " ", parse(Int, "ff", base = 16), " ", bitstring(Int8(5)))
println(digits(1234), " ", sum(digits(2^15)), " ", ndigits(10^6), " ", reverse(digits(123)))
println(0.1f0 + 0.2f0, " ", 1.0f0 / 3, " ", Float64(1.0f0 / 3))
println(Int('A'), " ", Char(97), " ", 'a' + 1, " ", 'z' - 'a', " ", typeof('a' + 1))
println(hex2bytes("ff00"), " ", bytes2hex(UInt8[1, 255]), " ", UInt8(200) + UInt8(100))
println(0x10, " ", 0xff + 1, " ", typeof(0xff), " ", Int64(0x7f), " ", UInt16(65535))
println(big"123456789012345678901234567890" * 2, " ", div(big(10)^30, 7))
println(1e300 * 1e10, " ", -1 / 0, " ", 0 / 0, " ", isnan(NaN), " ", isinf(-Inf), " ", eps(1.0))
println(sum([0.1, 0.2, 0.3]), " ", prod([1.5, 2.0]), " ", maximum([1.5, NaN]), " ", min(1, 2.5))
println(floor(Int, log10(12345)), " ", log2(1024), " ", exp(1), " ", log(ℯ), " ", sin(π / 2), " ", cos(0))
println(hypot(3, 4), " ", atan(1, 1), " ", sind(30), " ", 10^-2, " ", 2.0^-1)
println(signbit(-0.0), " ", sign(-3), " ", abs(-5), " ", copysign(2, -1), " ", flipsign(3, -1))
println(Float16(1.5) + Float16(2.25), " ", typeof(Float16(1)), " ", Float16(0.1))
#= expect
0.3333333333333333 0.6666666666666666 0.30000000000000004 1.0e10 1.0e-5 1.23456789012e11
100.0 1.0e16 1.5e-7 -0.0 1.152921504606847e18 0.1
9223372036854775807 -128 -9223372036854775808 1180591620717411303424
3 -3 1 -1 2 (3, 2) -4
2.0 4.0 -2.0 3 -2 2.0
3.14 1230.0 -2.0
1//1 1//1 3 0.125 3//4
3 + 4im 5.0 3 - 4im -4 + 3im 3 1.5707963267948966
0.0 + 2.0im 1.0 + 0.0im -3 + 4im 1.5 - 2.0im
4 3628800 120 6 12
11111111 00ff 255 00000101
[4, 3, 2, 1] 26 7 [1, 2, 3]
0.3 0.33333334 0.3333333432674408
65 a b 25 Char
UInt8[0xff, 0x00] 01ff 44
16 256 UInt8 127 65535
246913578024691357802469135780 142857142857142857142857142857
Inf -Inf NaN true true 2.220446049250313e-16
0.6000000000000001 3.0 NaN 1.0
4 10.0 2.718281828459045 1.0 1.0 1.0
5.0 0.7853981633974483 0.5 0.010000000000000002 0.5
true -1 5 -2 -3
3.75 Float16 0.1
=#
