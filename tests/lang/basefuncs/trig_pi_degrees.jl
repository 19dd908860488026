# sinpi/cospi/sincospi and the degree functions reduce the argument exactly, so
# exact angles give exact results (sin(pi) would not).
println(sinpi(0.5), " ", sinpi(1.0), " ", sinpi(-1.0), " ", sinpi(2), " ", sinpi(-3))
println(cospi(1.0), " ", cospi(0.5), " ", cospi(2.0), " ", cospi(3), " ", cospi(1//2))
println(sincospi(0.25), " ", sincospi(1.5), " ", sinpi(0.25) == sin(pi / 4))
println(sin(pi), " ", sinpi(1), " ", typeof(sinpi(1)), " ", typeof(sinpi(1.0f0)))
println(sind(30), " ", cosd(60), " ", sind(90), " ", cosd(90), " ", sind(180), " ", cosd(180))
println(sind(-30), " ", sind(270), " ", cosd(270), " ", sind(360), " ", tand(45), " ", tand(0))
println(sind(45) == cosd(45), " ", sind(45), " ", sincosd(90), " ", sin(deg2rad(30)))
println(asind(0.5), " ", acosd(0.0), " ", atand(1.0), " ", atand(1, 1))
for f in (sinpi, cospi, sind, cosd)
    try
        f(Inf)
    catch e
        println(nameof(f), ": ", sprint(showerror, e))
    end
end
println(sinpi(NaN), " ", cosd(NaN))
#= expect
1.0 0.0 -0.0 0.0 -0.0
-1.0 0.0 1.0 -1.0 0.0
(0.7071067811865476, 0.7071067811865476) (-1.0, 0.0) false
1.2246467991473532e-16 0.0 Float64 Float32
0.5 0.5 1.0 0.0 0.0 -1.0
-0.5 -1.0 0.0 0.0 1.0 0.0
true 0.7071067811865476 (1.0, 0.0) 0.49999999999999994
30.000000000000004 90.0 45.0 45.0
sinpi: DomainError with Inf:
`x` cannot be infinite.
cospi: DomainError with Inf:
`x` cannot be infinite.
sind: DomainError with Inf:
`x` cannot be infinite.
cosd: DomainError with Inf:
`x` cannot be infinite.
NaN NaN
=#
