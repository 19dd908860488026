# An integer range and a float under .+ .- .* ./ stays a range, as in Julia
r = (1:3) .+ 0.5
println(r)
println(typeof(r))
println(collect(r), " ", r[2], " ", length(r))
println((1:3) .* 0.5, " ", 0.5 .+ (1:3), " ", (1:4) ./ 8.0, " ", 1.5 .- (1:3))
println((1:3) .+ 1.0, " ", 10.0 .- (1:3), " ", (2:2:6) .* 0.1)
println(range(0.1, step = 0.2, length = 4), " ", collect(range(0.1, step = 0.2, length = 4)))
println((0.0:0.5:2.0) .+ 0.25)
println(sum((1:10) .* 0.5), " ", last((1:100) .* 0.01))
#= expect
1.5:1.0:3.5
StepRangeLen{Float64, Base.TwicePrecision{Float64}, Base.TwicePrecision{Float64}, Int64}
[1.5, 2.5, 3.5] 2.5 3
0.5:0.5:1.5 1.5:1.0:3.5 0.125:0.125:0.5 0.5:-1.0:-1.5
2.0:1.0:4.0 9.0:-1.0:7.0 0.2:0.2:0.6
0.1:0.2:0.7 [0.1, 0.3, 0.5, 0.7]
0.25:0.5:2.25
27.5 1.0
=#
