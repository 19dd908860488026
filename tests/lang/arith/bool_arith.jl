# Bool is an Integer: true == 1 and arithmetic promotes it.
println(true + 1)
println(true + true)
println(typeof(true + true))
println(false * 5)
println(true * 2.5)
println(-true)
println(!true)
println(true & false, " ", true | false, " ", true ⊻ true)
println(sum([true, false, true]))
println(true == 1)
println(true === 1)
println(Bool(1), " ", Bool(0))
println(isa(true, Integer))
println(isa(true, Number))
println(Int(true))
println(true > false)
#= expect
2
2
Int64
0
2.5
-1
false
false true false
2
true
false
true false
true
true
1
true
=#
