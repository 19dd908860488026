# Parametric types applied to built-in containers.
v = Vector{Int}(undef, 3)
println(length(v), " ", typeof(v))
for i in eachindex(v)
    v[i] = i * i
end
println(v)
d = Dict{String, Int}()
d["a"] = 1
println(d, " ", typeof(d))
s = Set{Char}()
push!(s, 'x')
println(s)
e = Int[]
println(e, " ", isempty(e))
push!(e, 3)
println(e)
f = Float64[1, 2]
println(f)
t = Tuple{Int, Int}
println(t, " ", (1, 2) isa t, " ", (1, 2.0) isa t)
strs = String[]
push!(strs, "a")
println(strs)
w = Vector{Any}()
push!(w, 1, "x")
println(w)
println(Dict{String, Int}(), " ", Set{Int}())
#= expect
3 Vector{Int64}
[1, 4, 9]
Dict("a" => 1) Dict{String, Int64}
Set(['x'])
Int64[] true
[3]
[1.0, 2.0]
Tuple{Int64, Int64} true false
["a"]
Any[1, "x"]
Dict{String, Int64}() Set{Int64}()
=#
