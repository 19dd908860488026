# Tier 2: rationals, complex numbers and BigInt.
r = 1//2 + 1//3
println(r, " ", typeof(r))
println(numerator(r), " ", denominator(r))
println(float(1//4))
z = (1 + 2im) * (3 - im)
println(z, " ", typeof(z))
println(abs(3 + 4im))
println(big(2)^100)
#= expect
5//6 Rational{Int64}
5 6
0.25
5 + 5im Complex{Int64}
5.0
1267650600228229401496703205376
=#
