# Complex and Rational arithmetic and functions, as the exercism test files use them.
z = Complex(1, 2)
w = 3 - 4im
println(z + w, " ", z * w, " ", z / w, " ", z^2, " ", w^-1)
println(abs(w), " ", abs2(w), " ", angle(w), " ", conj(z), " ", real(w), " ", imag(w))
println(exp(z), " ", log(w), " ", sqrt(w), " ", sqrt(-1 + 0im))
println(isapprox(exp(im * π), -1), " ", z == 1 + 2im, " ", 2z, " ", z + 1)
println(Complex(1.5, 0) == 1.5, " ", reim(w), " ", cis(0.0))
println(typeof(z), " ", typeof(z / w), " ", im^2, " ", (1 + 2im) * (1 - 2im))
r = 3 // 4
println(r + 1 // 4, " ", r - 1, " ", r * 2, " ", r / (1 // 2), " ", r^-2, " ", 2 // 4)
println(abs(-1 // 3), " ", float(1 // 3), " ", 1 // 3 < 1 // 2, " ", max(1 // 3, 1 // 2), " ", r == 0.75)
println(Rational(0.75), " ", round(7 // 2), " ", floor(Int, 7 // 2), " ", mod(7 // 2, 1))
println(numerator(6 // 8), " ", denominator(-6 // 8), " ", -6 // -8, " ", 1 // 0, " ", -1 // 0)
println(Rational{Int}(3), " ", 3 // 4 + 1, " ", sign(-3 // 4), " ", inv(-3 // 4))
println([1 // 2, 1 // 3], " ", sum([1 // 2, 1 // 3]), " ", 0.5 < 2 // 3)
io = IOBuffer()
println(write(io, 1), " ", write(io, [1.0, 2.0]), " ", length(take!(io)))
write(stdout, [0x41, 0x42])
println()
#= expect
4 - 2im 11 + 2im -0.2 + 0.4im -3 + 4im 0.12 + 0.16im
5.0 25 -0.9272952180016122 1 - 2im 3 -4
-1.1312043837568135 + 2.4717266720048188im 1.6094379124341003 - 0.9272952180016122im 2.0 - 1.0im 0.0 + 1.0im
true true 2 + 4im 2 + 2im
true (3, -4) 1.0 + 0.0im
Complex{Int64} ComplexF64 -1 + 0im 5 + 0im
1//1 -1//4 3//2 3//2 16//9 1//2
1//3 0.3333333333333333 true 1//2 true
3//4 4//1 3 1//2
3 4 3//4 1//0 -1//0
3//1 7//4 -1//1 -4//3
Rational{Int64}[1//2, 1//3] 5//6 true
8 16 24
AB
=#
