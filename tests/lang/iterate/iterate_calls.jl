# Calling iterate by hand: it returns (item, state) or nothing.
v = [10, 20, 30]
next = iterate(v)
while next !== nothing
    (item, state) = next
    println(item, " ", state)
    global next = iterate(v, state)
end
println(iterate([]) === nothing)
s = "hé"
println(iterate(s))
println(iterate(s, 2))
println(iterate(s, 4) === nothing)
println(iterate(1:3))
d = Dict("only" => 1)
println(first(iterate(d)))
#= expect
10 2
20 3
30 4
true
('h', 2)
('é', 4)
true
(1, 1)
"only" => 1
=#
