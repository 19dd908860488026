# Comparison operators, chains, and equality of special values.
println(1 < 2 < 3)
println(1 < 3 < 2)
println(1 <= 1 < 2 >= 2)
println(3 > 2 > 1 == 1)
println(1 == 1.0)
println(1 === 1.0)
println(1 != 2)
println(0.1 + 0.2 == 0.3)
println(NaN == NaN)
println(NaN != NaN)
println(-0.0 == 0.0)
println(isequal(-0.0, 0.0))
println(isequal(NaN, NaN))
println("abc" < "abd")
println("Z" < "a")
println('a' < 'b')
println((1, 2) < (1, 3))
println([1, 2] == [1, 2])
println([1, 2] === [1, 2])
println(cmp(1, 2), cmp(2, 2), cmp(3, 2))
println(isless(1, 2), " ", isless(2.0, 1))
#= expect
true
false
true
true
true
false
true
false
false
true
true
false
true
true
true
true
true
true
false
-101
true false
=#
