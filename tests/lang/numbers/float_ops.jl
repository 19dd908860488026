# Elementary functions, rounding and float arithmetic.
println(sqrt(16))
println(sqrt(2.0))
println(typeof(sqrt(16)))
println(exp(0))
println(log(1))
println(abs(exp(1.0) - 2.718281828459045) < 1e-15)
println(sin(0.0), " ", cos(0.0))
println(sin(π / 2))
println(cos(π))
println(floor(2.7), " ", ceil(2.1), " ", trunc(-2.7), " ", round(2.5), " ", round(3.5), " ", round(-2.5))
println(floor(Int, 2.7), " ", ceil(Int, 2.1), " ", trunc(Int, -2.7), " ", round(Int, 2.5))
println(round(3.14159, digits=2))
println(typeof(floor(2.7)), " ", typeof(floor(Int, 2.7)))
println(isnan(0/0), " ", isinf(1/0), " ", isfinite(1.0))
println(1.0 + 2, " ", typeof(1.0 + 2))
println(7.0 ÷ 2)
println(7.5 % 2)
println(-7.5 % 2)
println(mod(-7.5, 2))
println(sqrt(0.25))
println(Float64(1), " ", float(3))
println(abs(-0.0), " ", -(0.0))
#= expect
4.0
1.4142135623730951
Float64
1.0
0.0
true
0.0 1.0
1.0
-1.0
2.0 3.0 -2.0 2.0 4.0 -2.0
2 3 -2 2
3.14
Float64 Int64
true true true
3.0 Float64
3.0
1.5
-1.5
0.5
0.5
1.0 3.0
0.0 -0.0
=#
