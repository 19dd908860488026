# Storing into a typed field, array element or local converts as Julia does.
println(Vector{Float64}([1, 2]), " ", Array{Float64}([1, 2]), " ", Matrix{Float64}([1 2; 3 4]))
println(copyto!(zeros(2), [1, 2]), " ", convert(Vector{Float64}, [1, 2]))
struct S
    x::Vector{Float64}
end
println(S([1, 2]))
mutable struct M
    a::Float64
    v::Vector{Int}
end
m = M(1, [1.0, 2.0])
m.a = 3
m.v = [4.0]
println(m)
a = zeros(3)
a[1] = 2
a[2:3] = [5, 6]
println(a)
function typed_local()
    y::Float64 = 2
    t::Tuple{Float64, Int} = (1, 2)
    return (y, t)
end
println(typed_local())
println(Float64[1, 2], " ", Int[1.0, 2.0])
d = Dict{String, Float64}()
d["a"] = 1
println(d)
b = Vector{Int}(undef, 2)
b .= [1.0, 2.0]
println(b)
c = Float64[]
push!(c, 1)
append!(c, [2, 3])
println(c, " ", fill!(zeros(2), 1))
struct Pt{T}
    x::T
    y::T
end
println(Pt{Float64}(1, 2))
try
    Int[1.5]
catch e
    showerror(stdout, e)
    println()
end
try
    m.v = [1.5]
catch e
    showerror(stdout, e)
    println()
end
#= expect
[1.0, 2.0] [1.0, 2.0] [1.0 2.0; 3.0 4.0]
[1.0, 2.0] [1.0, 2.0]
S([1.0, 2.0])
M(3.0, [4])
[2.0, 5.0, 6.0]
(2.0, (1.0, 2))
[1.0, 2.0] [1, 2]
Dict("a" => 1.0)
[1, 2]
[1.0, 2.0, 3.0] [1.0, 1.0]
Pt{Float64}(1.0, 2.0)
InexactError: Int64(1.5)
InexactError: Int64(1.5)
=#
