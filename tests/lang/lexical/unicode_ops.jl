# Unicode operators and identifiers.
println(1 ≤ 2, " ", 2 ≥ 3, " ", 1 ≠ 2)
println(3 ∈ [1, 2, 3], " ", 4 ∉ [1, 2, 3])
println(7 ÷ 2)
println(6 ⊻ 3)
println(√16)
println(π)
println(typeof(π))
println(Float64(π))
println(2π)
α = 2
β₁ = α + 1
println(β₁)
δx = 0.5
println(δx)
café = "ok"
println(café)
#= expect
true false true
true true
3
5
4.0
π
Irrational{:π}
3.141592653589793
6.283185307179586
3
0.5
ok
=#
