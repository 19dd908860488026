# The integer division family with every sign combination.
for (a, b) in ((7, 2), (-7, 2), (7, -2), (-7, -2))
    println(a, " ", b, ": ÷=", a ÷ b, " div=", div(a, b), " fld=", fld(a, b), " cld=", cld(a, b),
            " %=", a % b, " rem=", rem(a, b), " mod=", mod(a, b))
end
println(divrem(7, 3))
println(divrem(-7, 3))
println(mod(-1, 5))
println(mod(5.5, 2))
println(rem(-5.5, 2))
println(div(6, 3), " ", cld(6, 3), " ", fld(6, 3))
#= expect
7 2: ÷=3 div=3 fld=3 cld=4 %=1 rem=1 mod=1
-7 2: ÷=-3 div=-3 fld=-4 cld=-3 %=-1 rem=-1 mod=1
7 -2: ÷=-3 div=-3 fld=-4 cld=-3 %=1 rem=1 mod=-1
-7 -2: ÷=3 div=3 fld=3 cld=4 %=-1 rem=-1 mod=-1
(2, 1)
(-2, -1)
4
1.5
-1.5
2 2 2
=#
