# A call with an empty keyword section after `;` is a plain call.
f(x; a = 1) = x + a
g(x) = 2x
println(f(1; ), " ", g(3; ), " ", max(1, 2; ), " ", f(1; a = 5))
kw = NamedTuple()
println(f(1; kw...), " ", g(2; kw...))
#= expect
2 6 2 6
2 4
=#
