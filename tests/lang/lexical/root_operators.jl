# The prefix root operators √ (sqrt), ∛ (cbrt) and ∜ (fourthroot).
println(√16, " ", ∛27, " ", ∜16)
println(∛(-8), " ", fourthroot(81))
x = 64
println(√x + ∛x)
println(map(∛, [1, 8, 1000]))
#= expect
4.0 3.0 2.0
-2.0 3.0
12.0
[1.0, 2.0, 10.0]
=#
