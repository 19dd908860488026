# Statistics on vectors, ranges and matrices; values checked against Julia's documented
# examples and a float-for-float Python replay of the same formulas.
using Statistics
x = [1.5, 2.0, 3.25, 4.0, 10.0]
println(mean(x))
println(mean([1, 2, 3, 4]))
println(mean(1:20))
println(median([1, 2, 3]))
println(median([1, 2, 3, 4]))
println(median([3.0, 1.0, 2.0, 10.0, 7.0]))
println(var(x))
println(std(x))
println(var([1, 2, 3, 4]; corrected = false))
println(quantile(0:20, 0.5))
println(quantile(0:20, [0.1, 0.5, 0.9]))
println(quantile(x, 0.25))
println(middle(1:10))
println(middle([1, 2, 3.6, 10.9]))
A = [1 2; 3 4]
println(mean(A, dims = 1))
println(mean(A, dims = 2))
println(cor([1, 2, 3, 4], [2.0, 4.1, 5.9, 8.2]))
println(cov([1, 2, 3, 4], [2.0, 4.1, 5.9, 8.2]))
println(cov([1.0 2.0; 3.0 5.0; 4.0 4.0]))
println(std([1, 2, 3, 4, 5]))
println(var(1:10))
println(mean(√, [1, 2, 3]))
println(median([1 2; 3 4], dims = 1))
println(std([1 2; 3 5], dims = 1))
#= expect
4.15
2.5
10.5
2.0
2.5
3.0
11.675
3.4168699126539774
1.25
10.0
[2.0, 10.0, 18.0]
2.0
5.5
5.95
[2.0 3.0]
[1.5; 3.5;;]
0.9989922980237593
3.4
[2.333333333333333 1.8333333333333333; 1.8333333333333333 2.3333333333333335]
1.5811388300841898
9.166666666666666
1.3820881233139908
[2.0 3.0]
[1.4142135623730951 2.1213203435596424]
=#
