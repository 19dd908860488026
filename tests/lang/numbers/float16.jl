# Float16: conversions rounded to nearest (ties to even), arithmetic in Float32
# rounded back, and the shortest decimal that reads back, printed as Julia prints it.
a = Float16(1.5) + Float16(2.25)
println(a, " ", typeof(a), " ", Float16(0.1), " ", Float16(1/3), " ", Float16(65504), " ", Float16(1e4))
show(Float16(0.1)); println()
println([Float16(1), Float16(2.5)])
println(Float16(1e-5), " ", Float16(6.0e-8), " ", Float16(70000), " ", -Float16(2), " ", Float16(100))
println(eps(Float16), " ", floatmax(Float16), " ", Float64(Float16(0.1)), " ", Float16(0.1) * 3)
println(Float16(2) == 2, " ", Float16(0.5) < 1, " ", Float16(3) + 1, " ", typeof(Float16(3) + 1), " ", typeof(Float16(1) + 1.0f0))
println(sizeof(Float16), " ", Int(Float16(7)), " ", round(Int, Float16(2.6)), " ", sqrt(Float16(2)), " ", Float16(1.0009765625))
println(isnan(NaN16), " ", Inf16, " ", Float16(0.3) + Float16(0.6), " ", Float16(123.456), " ", Float16(0.0001234))
#= expect
3.75 Float16 0.1 0.3333 65500.0 10000.0
Float16(0.1)
Float16[1.0, 2.5]
1.0e-5 6.0e-8 Inf -2.0 100.0
0.000977 65500.0 0.0999755859375 0.2998
true true 4.0 Float16 Float32
2 7 3 1.414 1.001
true Inf 0.9004 123.44 0.0001234
=#
