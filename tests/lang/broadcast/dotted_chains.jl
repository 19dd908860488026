# Chained dotted comparisons, .// .&& .||, and keyword arguments in dot calls.
x = [1, 5, 10, 15]
println(0 .< x .<= 10)
println(x[2 .<= x .< 12])
println(1 .< x .< 15 .< 20)
println([1, 2, 3] .// 2)
println([true, false] .&& [true, true])
println([true, false] .|| [false, false])
f(a; k = 1) = a * k
println(f.([1, 2, 3]; k = 10))
println(f.([1, 2]))
g(a, b; scale = 1) = (a + b) * scale
println(g.([1, 2], [10, 20]; scale = 2))
#= expect
Bool[1, 1, 1, 0]
[5, 10]
Bool[0, 1, 1, 0]
Rational{Int64}[1//2, 1//1, 3//2]
Bool[1, 0]
Bool[1, 0]
[10, 20, 30]
[1, 2]
[22, 44]
=#
