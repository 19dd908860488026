# Rational and Complex corners: a big rational's float is a BigFloat, mixed
# Rational/Complex arithmetic and printing, rounding and conversions.
println(Rational(1.5), " ", 1//2 + 1im, " ", typeof(big(1)//3), " ", numerator(big(2)//4))
println(float(big(1)//3))
println(typeof(float(1//3)), " ", float(1//3))
println(1//3 ≈ 0.333, " ", sqrt(4//9), " ", (2//3)^0.5, " ", max(1//2, 0.4), " ", div(7//2, 1//3), " ", rem(7//2, 1//3), " ", fld(-7//2, 1), " ", 1//2 * im)
println(Complex{Rational{Int}}(1//2, 1//3), " ", (1//2 + 1//3*im)^2, " ", abs(3//1 + 4//1*im))
println(round(Int, 7//2), " ", round(5//2), " ", isinteger(4//2), " ", 3//4 % 1//2, " ", Int(4//2), " ", convert(Rational{Int}, 0.25))
try
    Int(3//2)
catch e
    showerror(stdout, e)
    println()
end
println(string(2//3), " ", repr(2//3), " ", [1//2 3//4], " ", Dict(1//2 => 1))
println(cis(π/2), " ", angle(-1 + 0im))
#= expect
3//2 1//2 + 1//1*im Rational{BigInt} 1
0.3333333333333333333333333333333333333333333333333333333333333333333333333333348
Float64 0.3333333333333333
false 0.6666666666666666 0.816496580927726 0.5 10 1//6 -4 0//1 + 1//2*im
1//2 + 1//3*im 5//36 + 1//3*im 5.0
4 2//1 true 1//4 2 1//4
InexactError: Int64(3//2)
2//3 2//3 Rational{Int64}[1//2 3//4] Dict{Rational{Int64}, Int64}(1//2 => 1)
6.123233995736766e-17 + 1.0im 3.141592653589793
=#
