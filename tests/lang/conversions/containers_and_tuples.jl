# Conversions on storing into typed containers and fields, and a tuple type called
# on a tuple (Tuple{Float64, Float64}((1, 2))).
mutable struct T
    n::Int
    d::Dict{String, Float64}
end
t = T(1.0, Dict("a" => 1))
println(t.n, " ", t.d)
t.n = 2.0
println(t.n)
try
    t.n = 2.5
catch e
    showerror(stdout, e)
    println()
end
a = Float64[]
push!(a, 1)
append!(a, [2, 3])
println(a)
c = Dict{String, Int}()
c["a"] = 2.0
println(c)
m = zeros(Int, 2, 2)
m[1, 1] = 3.0
m[2, :] = [1.0, 2.0]
println(m)
println(NTuple{2, Float64}((1, 2)), " ", Tuple{Int, String}((1.0, "a")), " ", Tuple((1, 2)))
st = Set{Float64}([1, 2])
println(sort(collect(st)))
#= expect
1 Dict("a" => 1.0)
2
InexactError: Int64(2.5)
[1.0, 2.0, 3.0]
Dict("a" => 2)
[3 0; 1 2]
(1.0, 2.0) (1, "a") (1, 2)
[1.0, 2.0]
=#
