# Splatting inside array literals: [xs...], [a, xs...], [xs...; ys...], [xs; ys...], rows of a matrix.
xs = [1, 2]; ys = [3, 4]
println([xs...], " ", [0, xs...], " ", [xs..., ys...])
println([xs...; ys...], " ", [xs; ys...], " ", [(1, 2)...; 5])
t = (7, 8)
println([t... 9], " ", Int[t...], " ", Float64[xs..., 3])
println([xs'; ys'], " ", [xs ys], " ", vcat(xs, ys...))
#= expect
[1, 2] [0, 1, 2] [1, 2, 3, 4]
[1, 2, 3, 4] [1, 2, 3, 4] [1, 2, 5]
[7 8 9] [7, 8] [1.0, 2.0, 3.0]
[1 2; 3 4] [1 3; 2 4] [1, 2, 3, 4]
=#
