# Operators a program defines from Julia's operator characters, with the
# precedence and associativity Julia gives each character.
⊕(a, b) = a + 2b
println(1 ⊕ 2)
println(1 ⊕ 2 ⊕ 3)
⊗(a, b) = a * b + 1
println(1 + 2 ⊗ 3)
println(2 ⊗ 3 ⊕ 1)
→(a, b) = "($a,$b)"
println(1 → 2 → 3)
println(1 < 2 → 3)
≺(a, b) = a < b
println(1 ≺ 2 ≺ 3)
println(3 ≺ 2)
↑(a, b) = a^b
println(2 ↑ 3 ↑ 2)
println(2 * 3 ↑ 2)
println([1, 2] .⊕ [3, 4])
println(map(⊕, [1, 2], [1, 1]))
@show 1 ⊕ 2
#= expect
5
11
8
9
(1,(2,3))
(true,3)
true
false
512
18
[7, 10]
[3, 4]
1 ⊕ 2 = 5
=#
