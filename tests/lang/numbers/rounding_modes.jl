# Rounding modes: round(x, mode) (also to an integer type and with digits), div and rem
# with a mode (RoundNearest ties to even: div(7, 2, RoundNearest) is 4, div(5, 2, ...) 2),
# and how a mode prints.
println(round(2.5, RoundUp), " ", round(-2.5, RoundDown), " ", round(2.7, RoundToZero), " ", round(2.5, RoundNearest))
println(round(2.5, RoundNearestTiesAway), " ", round(-2.5, RoundNearestTiesAway), " ", round(-2.5, RoundNearestTiesUp), " ", round(2.1, RoundFromZero), " ", round(-2.1, RoundFromZero))
println(round(Int, 2.5, RoundUp), " ", round(Int, -3.5, RoundNearestTiesAway), " ", round(Int, 7.9, RoundDown))
println(div(-7, 2, RoundDown), " ", div(-7, 2, RoundUp), " ", div(-7, 2, RoundToZero), " ", div(7, 2, RoundNearest), " ", div(5, 2, RoundNearest), " ", div(-7, 2, RoundNearest))
println(div(7, -2, RoundNearest), " ", div(8, 3, RoundNearest), " ", div(7.5, 2.0, RoundDown), " ", div(7, 2, RoundFromZero))
println(rem(-7, 3, RoundDown), " ", rem(-7, 3, RoundToZero), " ", rem(7, 3, RoundUp), " ", rem(7, 4, RoundNearest))
println(round(3.14159, RoundDown, digits=2), " ", round(3.14159, RoundUp; digits=3), " ", round(1234.5, RoundDown, digits=-2))
println(RoundDown, " ", typeof(RoundNearest), " ", [RoundUp])
#= expect
3.0 -3.0 2.0 2.0
3.0 -3.0 -2.0 3.0 -3.0
3 -4 7
-4 -3 -3 4 2 -4
-4 3 3.0 4
2 -1 -2 -1
3.14 3.142 1200.0
RoundingMode{:Down}() RoundingMode{:Nearest} [RoundingMode{:Up}()]
=#
