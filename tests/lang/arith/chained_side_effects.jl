# A chained comparison evaluates each operand at most once, left to right,
# and stops at the first false comparison.
calls = 0
function mid()
    global calls
    calls += 1
    return 5
end
println(1 < mid() < 10)
println(calls)
println(10 < mid() < 20)
println(calls)
println(6 < 5 < mid())
println(calls)
#= expect
true
1
false
2
false
2
=#
