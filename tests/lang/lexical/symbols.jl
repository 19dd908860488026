# Symbols: literals, printing, construction, use as keys.
s = :hello
println(s)
println(typeof(s))
println(s == :hello)
println(repr(s))
println(Symbol("wor", "ld"))
println(string(:abc) * "!")
println([:a, :b])
println((:x, 1))
println(:a === :a)
d = Dict(:k => 1)
println(d[:k])
show(:q)
println()
#= expect
hello
Symbol
true
:hello
world
abc!
[:a, :b]
(:x, 1)
true
1
:q
=#
