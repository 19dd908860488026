# Unicode identifiers and operators with Julia's precedences
α, β = 0.5, 2
Δx = 0.1
∑(xs) = sum(xs)
println(α * β, " ", ∑([1, 2, 3]), " ", 2Δx, " ", √16, " ", ∛27)
println(3 ≤ 4 ≥ 2, " ", 1 ≠ 2, " ", 7 ÷ 2, " ", 2 ∈ [1, 2], " ", [1] ⊆ [1, 2], " ", [1, 3] ⊈ [1, 2])
println(Set([1, 2]) ∪ Set([3]) == Set(1:3), " ", sort(collect(Set([1, 2, 3]) ∩ Set([2, 3, 4]))))
⊗(a::Vector, b::Vector) = [x * y for x in a, y in b]
⊕(a, b) = a .+ b
println([1, 2] ⊗ [3, 4], " ", [1, 2] ⊕ [10, 20] ⊕ [100, 200])
# ⊗ is a times-like operator, ⊕ a plus-like one: ⊗ binds tighter
println([1] ⊕ [2] ⊗ [3] == [1] ⊕ ([2] ⊗ [3]), " ", 2 ⊕ 3 * 4)
≺(a, b) = length(a) < length(b)
println("ab" ≺ "abc", " ", sort(["ccc", "a", "bb"], lt = ≺))
→(a, b) = "$a goes to $b"
println(:x → :y)
const ε = 1e-9
approx_eq(a, b) = abs(a - b) < ε
println(approx_eq(0.1 + 0.2, 0.3), " ", 0.1 + 0.2 ≈ 0.3, " ", !(1.0 ≉ 1.0 + 1e-12))
θ = π / 6
println(round(sin(θ), digits = 10), " ", round(cos(2θ), digits = 10), " ", ℯ^0, " ", typeof(π))
println(2π ≈ 6.283185307179586, " ", 3 ⊻ 5, " ", -2 ÷ 3)
μ(xs) = sum(xs) / length(xs)
σ²(xs) = μ((xs .- μ(xs)) .^ 2)
data = [2, 4, 4, 4, 5, 5, 7, 9]
println(μ(data), " ", σ²(data), " ", √σ²(data))
x₁, x₂ = 3, 4
println(hypot(x₁, x₂), " ", x₁^2 + x₂^2 == 5^2)
println('α' < 'β', " ", length("αβγ"), " ", uppercase("αβγ"), " ", 'π' in "π≈3.14")
println(true ⊻ false, " ", 0x0f ⊻ 0xff, " ", 10 ⊼ 3, " ", 5 ⊽ 2)
#= expect
1.0 6 0.2 4.0 3.0
true true 3 true true true
true [2, 3]
[3 4; 6 8] [111, 222]
true 14
true ["a", "bb", "ccc"]
x goes to y
true true true
0.5 0.5 1.0 Irrational{:π}
true 6 0
5.0 4.0 2.0
5.0 true
true 3 ΑΒΓ true
true 240 -3 -8
=#
