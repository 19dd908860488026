# Rounding modes, the reciprocal trigonometric functions, mod2pi, issubnormal.
println(round(2.7, RoundDown), " ", round(2.2, RoundUp), " ", round(-2.7, RoundToZero), " ", round(2.5, RoundNearest))
println(round(2.5, RoundNearestTiesAway), " ", round(-2.5, RoundNearestTiesAway), " ", round(-2.5, RoundNearestTiesUp), " ", round(2.1, RoundFromZero), " ", round(-2.1, RoundFromZero))
println(round(Int, 2.7, RoundDown), " ", round(Int, -2.2, RoundUp), " ", round(7, RoundUp), " ", typeof(round(Int, 2.5, RoundUp)))
println(round(3.14159, RoundDown, digits = 2), " ", round(3.14159, RoundUp, digits = 3), " ", round(1234.5, RoundDown, sigdigits = 2))
println(div(7, 2, RoundDown), " ", div(-7, 2, RoundDown), " ", div(7, 2, RoundUp), " ", div(-7, 2, RoundToZero), " ", div(7, 2, RoundNearest), " ", div(5, 2, RoundNearest), " ", div(-7, 2, RoundNearest))
println(rem(7, 3, RoundDown), " ", rem(-7, 3, RoundDown), " ", rem(-7, 3, RoundToZero), " ", rem(7, 3, RoundNearest), " ", rem(5.5, 2.0, RoundNearest))
println(RoundDown, " ", typeof(RoundNearest))
println(sec(0.0), " ", csc(pi / 2), " ", cot(pi / 4), " ", sech(0), " ", coth(1.0), " ", acot(1.0), " ", asec(2.0))
println(mod2pi(7.0), " ", mod2pi(-1.0), " ", mod2pi(2pi), " ", rem2pi(7.0, RoundNearest))
println(issubnormal(1.0), " ", issubnormal(5e-324), " ", issubnormal(0.0), " ", issubnormal(floatmin(Float64) / 2))
#= expect
2.0 3.0 -2.0 2.0
3.0 -3.0 -2.0 3.0 -3.0
2 -2 7 Int64
3.14 3.142 1200.0
3 -4 4 -3 4 2 -4
1 2 -1 1 -0.5
RoundingMode{:Down}() RoundingMode{:Nearest}
1.0 1.0 1.0000000000000002 1.0 1.3130352854993315 0.7853981633974483 1.0471975511965979
0.7168146928204135 5.283185307179586 6.283185307179586 0.7168146928204135
false true false true
=#
