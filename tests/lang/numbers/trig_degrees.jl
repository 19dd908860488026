# Trigonometry in degrees as Julia computes it (exact reduction modulo 360, fdlibm kernels on
# an extended-precision radian angle): sind(180) and cosd(90) are exactly 0.0, sind(30) 0.5;
# the reciprocal functions and their inverses.
println(sind(0), " ", sind(30), " ", sind(45), " ", sind(90), " ", sind(180), " ", sind(270), " ", sind(360), " ", sind(-90))
println(cosd(0), " ", cosd(60), " ", cosd(90), " ", cosd(180), " ", cosd(270), " ", cosd(45), " ", cosd(-120))
println(tand(45), " ", tand(0), " ", sind(1), " ", cosd(1), " ", sind(400), " ", sincosd(30))
println(asind(1), " ", acosd(0.5), " ", atand(1), " ", atand(1, -1))
println(sec(0), " ", csc(pi / 2), " ", cot(pi / 4), " ", sech(0), " ", coth(1.0))
println(asec(2), " ", acsc(2), " ", acot(1), " ", secd(60), " ", cotd(45))
try
    sind(Inf)
catch e
    println(e)
end
#= expect
0.0 0.5 0.7071067811865476 1.0 0.0 -1.0 0.0 -1.0
1.0 0.5 0.0 -1.0 0.0 0.7071067811865476 -0.5
1.0 0.0 0.01745240643728351 0.9998476951563913 0.6427876096865394 (0.5, 0.8660254037844386)
90.0 60.00000000000001 45.0 135.0
1.0 1.0 1.0000000000000002 1.0 1.3130352854993315
1.0471975511965979 0.5235987755982989 0.7853981633974483 2.0 1.0
DomainError(Inf, "`x` cannot be infinite.")
=#
