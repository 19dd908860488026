# reshape with a Colon, fieldnames of a UnionAll, gcd/lcm of rationals, Complex
# printing (`*im` after a non-integer imaginary part, Complex{Bool}, ComplexF16),
# elementwise + with trailing singleton dimensions.
println(reshape([1, 2, 3, 4, 5, 6], :, 2))
println(reshape(1:6, 3, :))
println(fieldnames(Complex))
println(fieldcount(Complex))
println(gcd(1//2, 1//3), " ", lcm(1//2, 1//3), " ", gcd(2//3, 4))
println(Complex(1//2, 3//4))
println(Complex(1.0, Inf))
println(Complex(true, false))
println(ComplexF16)
println(Complex(1, 2) * (3//4))
println([1, 2] + reshape([10, 20], 2, 1))
try
    reshape([1, 2, 3], :, 2)
catch e
    println(typeof(e))
end
#= expect
[1 4; 2 5; 3 6]
[1 4; 2 5; 3 6]
(:re, :im)
2
1//6 1//1 2//3
1//2 + 3//4*im
1.0 + Inf*im
Complex(true,false)
ComplexF16
3//4 + 3//2*im
[11; 22;;]
DimensionMismatch
=#
