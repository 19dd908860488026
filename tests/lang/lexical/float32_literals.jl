# Float32 literals: an `f` exponent (Julia manual, "Floating-Point Numbers").
x = 1f0
println(x)
println(typeof(x))
y = 1.5f0
println(y * 2)
println(typeof(y * 2))
println(2.5f-1)
println(1f3)
show(1.5f0)
println()
println(-1f0)
println(0.1f0)
println(Float64(0.1f0))
println(typeof(3f0 + 1))
println(typeof(3f0 + 1.0))
#= expect
1.0
Float32
3.0
Float32
0.25
1000.0
1.5f0
-1.0
0.1
0.10000000149011612
Float32
Float64
=#
