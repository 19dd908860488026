# Integer arithmetic and operator precedence.
println(1 + 2)
println(7 - 10)
println(6 * 7)
println(7 / 2)
println(6 / 3)
println(typeof(6 / 3))
println(7 ÷ 2)
println(7 % 3)
println(2^10)
println(-3^2)
println((-3)^2)
println(1 + 2 * 3 - 4 / 2)
println(+5)
println(-(-5))
println(2 * 3 + 4 * 5)
println(100 - 10 - 1)
println(2^3^2)
println(17 ÷ 5 * 5 + 17 % 5)
#= expect
3
-3
42
3.5
2.0
Float64
3
1
1024
-9
9
5.0
5
5
26
89
512
17
=#
