# A statistics report over two columns of measurements.
using Statistics
x = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]
y = [2.0, 4.0, 5.0, 4.0, 5.0, 7.0]
println(mean(x), " ", mean(y), " ", median(y), " ", middle(y), " ", var(x), " ", std([2, 4, 4, 4, 5, 5, 7, 9]))
println(cov(x, y), " ", cor(x, x), " ", quantile(x, 0.5), " ", quantile([1, 2, 3, 4], [0.0, 1.0]))
println(mean([1 2; 3 4], dims = 1), " ", mean([1 2; 3 4], dims = 2), " ", median([3, 1, 2]), " ", mean(i^2 for i in 1:4))
println(mean(skipmissing([1.0, missing, 3.0])), " ", var([1, missing, 3] |> skipmissing |> collect), " ", extrema(y))
m = [1.0 2.0; 3.0 5.0; 5.0 4.0]
println(mean(m), " ", std(m[:, 1]), " ", var(m, dims = 1), " ", sum(abs2, x .- mean(x)))
#= expect
3.5 4.5 4.5 4.5 3.5 2.138089935299395
2.7 1.0 3.5 [1.0, 4.0]
[2.0 3.0] [1.5; 3.5;;] 2.0 7.5
2.0 2.0 (2.0, 7.0)
3.3333333333333335 2.0 [4.0 2.3333333333333335] 17.5
=#
