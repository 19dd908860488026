# gcd, lcm, abs, sign, min, max and friends.
println(gcd(12, 18))
println(gcd(-12, 18))
println(gcd(0, 5))
println(lcm(4, 6))
println(lcm(3, 5))
println(abs(-7), " ", abs(7), " ", abs(-2.5))
println(sign(-3), " ", sign(0), " ", sign(4))
println(sign(-2.5), " ", sign(0.0))
println(min(3, 1, 2), " ", max(3, 1, 2))
println(min(1, 2.5))
println(max(2, 1.5))
println(minmax(5, 2))
println(clamp(15, 0, 10), " ", clamp(-3, 0, 10))
println(iseven(4), " ", isodd(4))
println(factorial(5))
#= expect
6
6
5
12
15
7 7 2.5
-1 0 1
-1.0 0.0
1 3
1.0
2.0
(2, 5)
10 0
true false
120
=#
