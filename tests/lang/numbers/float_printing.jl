# Float64 prints the shortest decimal that reads back as the same number;
# exponent form is used below 1e-4 and from 1e6 on.
println(1.0)
println(0.1 + 0.2)
println(1e20)
println(1.0e-5)
println(0.0001)
println(100000.0)
println(1000000.0)
println(123456.0)
println(1234567.0)
println(1.5e300)
println(2.5e-8)
println(-0.0)
println(0.1)
println(1/3)
println(2/3)
println(10/4)
println(3.0 * 1.1)
println(1e16)
println(float(2^53))
println(NaN)
println(Inf)
println(-Inf)
println(1/0, " ", -1/0, " ", 0/0)
println(typemax(Float64), " ", typemin(Float64))
println(-1.5e-7)
println(12345.678)
#= expect
1.0
0.30000000000000004
1.0e20
1.0e-5
0.0001
100000.0
1.0e6
123456.0
1.234567e6
1.5e300
2.5e-8
-0.0
0.1
0.3333333333333333
0.6666666666666666
2.5
3.3000000000000003
1.0e16
9.007199254740992e15
NaN
Inf
-Inf
Inf -Inf NaN
Inf -Inf
-1.5e-7
12345.678
=#
