# LinRange (points interpolated between the ends) and stack (slices into one array).
r = LinRange(0, 1, 5)
println(r, " ", length(r), " ", r[2], " ", step(r), " ", first(r), " ", last(r))
println(collect(r), " ", sum(r), " ", collect(LinRange(1.0, 2.0, 3)))
println(collect(LinRange(-2, 2, 5)), " ", reverse(LinRange(0, 3, 4)) |> collect)
println(collect(LinRange(5, 5, 1)), " ", [x^2 for x in LinRange(-1, 1, 3)])
println(stack([[1, 2], [3, 4], [5, 6]]), " ", stack([[1, 2], [3, 4]]; dims=1))
println(stack(x -> [x, x^2], 1:3), " ", size(stack([[1 2; 3 4], [5 6; 7 8]])))
println(stack(([1, 2], [3, 4]), dims=2), " ", stack([[1.5], [2.0]]))
#= expect
LinRange{Float64}(0.0, 1.0, 5) 5 0.25 0.25 0.0 1.0
[0.0, 0.25, 0.5, 0.75, 1.0] 2.5 [1.0, 1.5, 2.0]
[-2.0, -1.0, 0.0, 1.0, 2.0] [3.0, 2.0, 1.0, 0.0]
[5.0] [1.0, 0.0, 1.0]
[1 3 5; 2 4 6] [1 2; 3 4]
[1 2 3; 1 4 9] (2, 2, 2)
[1 3; 2 4] [1.5 2.0]
=#
