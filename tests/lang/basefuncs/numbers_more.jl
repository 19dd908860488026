# rationalize, cbrt, BigInt shifts, powermod, gcdx.
println(rationalize(0.75), " ", rationalize(0.1), " ", rationalize(Int, 0.333))
println(rationalize(Float64(π)), " ", rationalize(-2.5))
println(cbrt(27.0), " ", cbrt(-8.0), " ", cbrt(2.0), " ", cbrt(64))
println(big(1) << 100, " ", big(2)^100 >> 90, " ", -big(7) >> 1)
println(powermod(2, 100, 7), " ", powermod(big(3), 1000, big(10)^9))
println(gcdx(12, 42), " ", gcdx(big(240), big(46)))
println(invmod(3, 7), " ", big(10)^20 ÷ big(7), " ", big(10)^20 % 7)
#= expect
3//4 1//10 333//1000
165707065//52746197 -5//2
3.0 -2.0 1.2599210498948732 4.0
1267650600228229401496703205376 1024 -4
2 855220001
(6, -3, 1) (2, -9, 47)
5 14285714285714285714 2
=#
