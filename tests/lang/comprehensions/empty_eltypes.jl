# Empty comprehensions, maps and broadcasts take the element type inference
# gives, as Julia does.
a = [x^2 for x in 1:0]
println(typeof(a))
b = [string(x) for x in Int[]]
println(typeof(b))
c = map(x -> x / 2, Int[])
println(typeof(c))
d = [x for x in 1:10 if x > 20]
println(typeof(d))
e = Int[] .+ 1.5
println(typeof(e))
f = Int[] .> 0
println(typeof(f))
s = Set(x for x in Int[])
println(typeof(s))
dd = Dict(i => string(i) for i in 1:0)
println(typeof(dd))
m = map(length, String[])
println(typeof(m))
show([x * 1.0 for x in 1:0]); println()
show(map(x -> x, Any[])); println()
words = split("", ' ', keepempty=false)
lens = [length(w) for w in words]
println(lens, " ", typeof(lens))
println(typeof(Set(x for x in [1, 2, 3])))
println(typeof(map((x, y) -> x + y, Int[], Float64[])))
#= expect
Vector{Int64}
Vector{String}
Vector{Float64}
Vector{Int64}
Vector{Float64}
BitVector
Set{Int64}
Dict{Int64, String}
Vector{Int64}
Float64[]
Any[]
Int64[] Vector{Int64}
Set{Int64}
Vector{Float64}
=#
