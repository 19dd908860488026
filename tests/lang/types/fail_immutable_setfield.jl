# Fields of an immutable struct cannot be assigned.
struct Point
    x::Int
    y::Int
end
p = Point(1, 2)
println(p.x)
p.x = 10
#= expect
1
=#
#= expect-stderr-prefix
ERROR: LoadError: setfield!: immutable struct of type Point cannot be changed
=#
#= exit: 1 =#
