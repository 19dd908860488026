# A conversion table with float ranges, rounding and aligned columns.
using Printf
c2f(c) = c * 9 / 5 + 32
println(collect(0:0.5:2), " ", length(0:0.1:1), " ", step(0:0.25:1), " ", range(0, 1, length = 5))
for c in -10:10:30
    @printf("%6.1f°C = %6.1f°F\n", c, c2f(c))
end
temps = [22.4, 19.8, 25.1, 30.05, 18.0]
println(round.(temps), " ", round.(Int, temps), " ", round.(temps, digits = 1))
println(floor.(temps), " ", ceil.(Int, temps), " ", trunc.(Int, temps))
println(maximum(temps), " ", argmin(temps), " ", sum(temps) / length(temps))
println(sort(temps, rev = true)[1:2], " ", count(>(20), temps), " ", temps .> 20)
println(LinRange(0, 1, 3), " ", collect(range(1, step = 2, length = 4)), " ", reverse(1:4), " ", 10:-3:1)
println(1.0:3.0, " ", collect(1.0:3.0), " ", 0.1:0.1:0.3)
#= expect
[0.0, 0.5, 1.0, 1.5, 2.0] 11 0.25 0.0:0.25:1.0
 -10.0°C =   14.0°F
   0.0°C =   32.0°F
  10.0°C =   50.0°F
  20.0°C =   68.0°F
  30.0°C =   86.0°F
[22.0, 20.0, 25.0, 30.0, 18.0] [22, 20, 25, 30, 18] [22.4, 19.8, 25.1, 30.0, 18.0]
[22.0, 19.0, 25.0, 30.0, 18.0] [23, 20, 26, 31, 18] [22, 19, 25, 30, 18]
30.05 5 23.07
[30.05, 25.1] 3 Bool[1, 0, 1, 1, 0]
LinRange{Float64}(0.0, 1.0, 3) [1, 3, 5, 7] 4:-1:1 10:-3:1
1.0:1.0:3.0 [1.0, 2.0, 3.0] 0.1:0.1:0.3
=#
