# rational complex: output as Julia 1.11 prints it.
r = 3 // 4
println(r, " ", r + 1 // 4, " ", r * 2, " ", r / 3, " ", 1 // 3 - 1 // 2)
show(r); println()
println(typeof(r), " ", numerator(r), " ", denominator(r), " ", float(r))
println([1 // 2, 1 // 3])
println(6 // 8, " ", -3 // 6, " ", 3 // -6)
z = 3 + 4im
println(z, " ", abs(z), " ", conj(z), " ", z * z, " ", real(z), " ", imag(z))
show(z); println()
println(typeof(z), " ", typeof(1.0 + 2.0im))
println(1.5 - 2.0im, " ", Complex(1, -1), " ", sqrt(-1 + 0im), " ", exp(im * pi))
println([1 + 2im, 3 - 1im])
display(1.0 + 2.0im)
display([1 // 2 3 // 4])
println(rationalize(0.75), " ", big(3) // 7)
#= expect
3//4 1//1 3//2 1//4 -1//6
3//4
Rational{Int64} 3 4 0.75
Rational{Int64}[1//2, 1//3]
3//4 -1//2 -1//2
3 + 4im 5.0 3 - 4im -7 + 24im 3 4
3 + 4im
Complex{Int64} ComplexF64
1.5 - 2.0im 1 - 1im 0.0 + 1.0im -1.0 + 1.2246467991473532e-16im
Complex{Int64}[1 + 2im, 3 - 1im]
1.0 + 2.0im
1×2 Matrix{Rational{Int64}}:
 1//2  3//4
3//4 3//7
=#
