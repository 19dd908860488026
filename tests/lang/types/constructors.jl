# Inner constructors with `new`, validation, and outer constructors.
struct Interval
    lo::Int
    hi::Int
    function Interval(lo, hi)
        lo > hi && error("empty interval")
        new(lo, hi)
    end
end
println(Interval(1, 3))
try
    Interval(3, 1)
catch e
    println(e.msg)
end
Interval(x) = Interval(x, x)
println(Interval(5))
struct Celsius
    degrees::Float64
end
Celsius(f::String) = Celsius(parse(Float64, f))
println(Celsius("21.5"))
struct Doubled
    a::Int
    b::Int
    Doubled(a) = new(a, 2a)
end
println(Doubled(4))
mutable struct Lazy
    value::Int
    computed::Bool
    Lazy() = new(0, false)
end
l = Lazy()
println(l.value, " ", l.computed)
struct Wrapper
    items::Vector{Int}
end
w = Wrapper([1, 2])
push!(w.items, 3)
println(w)
#= expect
Interval(1, 3)
empty interval
Interval(5, 5)
Celsius(21.5)
Doubled(4, 8)
0 false
Wrapper([1, 2, 3])
=#
