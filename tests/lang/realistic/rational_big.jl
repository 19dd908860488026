r = 3 // 4 + 1 // 6
println(r, " ", numerator(r), " ", float(r))
println(big(2)^100)
println(factorial(big(25)))
println(typeof(big"1.5"), " ", 1 // 3 < 0.34)
println(gcd(12, 18), " ", lcm(4, 6), " ", powermod(3, 100, 7))
println(isqrt(99), " ", digits(1234), " ", reverse(digits(1234)))
println(bitstring(UInt8(5)), " ", count_ones(255))
println(Int8(-128) - Int8(1), " ", typemax(Int) + 1 == typemin(Int))
println(round(Int, 2.5), " ", round(3.5), " ", floor(Int, -1.5), " ", ceil(1.2))
println(1e-3, " ", 1.0e6, " ", 2.0^60, " ", 0.1 + 0.2)
#= expect
11//12 11 0.9166666666666666
1267650600228229401496703205376
15511210043330985984000000
BigFloat true
6 12 4
9 [4, 3, 2, 1] [1, 2, 3, 4]
00000101 8
127 true
2 4.0 -2 2.0
0.001 1.0e6 1.152921504606847e18 0.30000000000000004
=#
