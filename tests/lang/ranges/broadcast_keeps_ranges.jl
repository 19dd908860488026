# Broadcasting a range by a number gives a range, as Julia's broadcast fast paths do:
# integer ranges under .+ .- .* by an integer, division into a float range, and float
# ranges scaled, divided or shifted by an integer-valued number.
println((1:3) .+ 1, " ", 1 .+ (1:3), " ", (1:3) .- 1, " ", 10 .- (1:3), " ", .-(1:3))
println((1:3) .* 2, " ", 2 .* (1:3), " ", (1:2:9) .+ 1, " ", (1:3) .* 2 .+ 1, " ", typeof((1:3) .+ 1))
println((0:4) ./ 4, " ", (1:3) ./ 3, " ", (1:4) ./ 2.0, " ", (1:3) .* 2.0)
println((0:0.5:1) .* 2, " ", (0.1:0.1:0.5) .+ 1, " ", 1 .- (0:0.25:1), " ", (0:0.1:0.3) .* 3)
println(collect((0:10) ./ 10), " ", sum((0:4) ./ 4), " ", length((0:0.5:1) .* 2))
println([1, 2, 3] .+ (1:3) .* 2, " ", (1:3) .^ 2, " ", sort(1:5, rev = true), " ", sort(5:-1:1))
xs = (0:4) ./ 4
println(xs[2], " ", step(xs), " ", last(xs), " ", xs .* 4 == 0:4)
#= expect
2:4 2:4 0:2 9:-1:7 -1:-1:-3
2:2:6 2:2:6 2:2:10 3:2:7 UnitRange{Int64}
0.0:0.25:1.0 0.3333333333333333:0.3333333333333333:1.0 0.5:0.5:2.0 2.0:2.0:6.0
0.0:1.0:2.0 1.1:0.1:1.5 1.0:-0.25:0.0 0.0:0.3:0.9
[0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0] 2.5 3
[3, 6, 9] [1, 4, 9] [5, 4, 3, 2, 1] 1:1:5
0.25 0.25 1.0 true
=#
