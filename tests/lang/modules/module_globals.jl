# Each module has its own global variables.
module Counter
const state = [0]
value = 10
function bump!()
    state[1] += 1
end
getvalue() = value
end
Counter.bump!()
Counter.bump!()
println(Counter.state[1])
value = 99
println(Counter.getvalue(), " ", value)
#= expect
2
10 99
=#
