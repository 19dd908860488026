# Numeric literal juxtaposition: 2x means 2 * x, binding tighter than * but
# looser than ^.
x = 3
println(2x)
println(3(x + 1))
println(2x^2)
println((x + 1)x)
y = 1.5
println(2y)
println(-2x)
println(10x ÷ 4)
println(2π > 6)
println(1 / 2x)
#= expect
6
12
18
12
3.0
-6
7
true
0.16666666666666666
=#
