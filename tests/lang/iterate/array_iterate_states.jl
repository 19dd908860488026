# iterate over an Array from any state (base/array.jl): one unsigned comparison of
# i - 1 with the length, so a state below 1 or past the end ends the iteration.
v = [10, 20, 30]
println(iterate(v))
println(iterate(v, 3))
println(iterate(v, 4))
println(iterate(v, 0))
println(iterate(v, -5))
println(iterate(v, typemin(Int)))
println(iterate(v, typemax(Int)))
println(iterate(Int[]))
println(iterate(["a", "b"], 2))
s = 0
for x in v
    global s += x
end
println(s)
m = [1 2; 3 4]
println(iterate(m, 4), " ", iterate(m, 5), " ", collect(m))

#= expect
(10, 2)
(30, 4)
nothing
nothing
nothing
nothing
nothing
nothing
("b", 3)
60
(4, 5) nothing [1 2; 3 4]
=#
