# A seeded simulation: reproducible streams and their shapes.
using Random, Statistics
rng = MersenneTwister(42)
a = rand(rng, 5)
rng2 = MersenneTwister(42)
b = rand(rng2, 5)
println(a == b, " ", all(0 .<= a .< 1), " ", length(a), " ", eltype(a))
Random.seed!(7)
x = rand(1:6, 1000)
Random.seed!(7)
y = rand(1:6, 1000)
println(x == y, " ", extrema(x), " ", sort(unique(x)))
xo = Xoshiro(1)
v = randn(xo, 3, 2)
println(size(v), " ", typeof(v))
p = randperm(MersenneTwister(3), 6)
println(sort(p) == 1:6, " ", length(p))
s = shuffle(Xoshiro(5), collect(1:10))
println(sort(s) == collect(1:10))
c = rand(Xoshiro(2), ['a', 'b'], 4)
println(typeof(c), " ", all(in(['a', 'b']), c))
println(typeof(rand(Xoshiro(1), Int8)), " ", typeof(rand(Float32)), " ", rand(Xoshiro(9), 3:3))
r = randstring(MersenneTwister(1), 8)
println(length(r), " ", all(isletter(ch) || isdigit(ch) for ch in r))
z = [rand(Xoshiro(k)) for k in 1:3]
println(z == [rand(Xoshiro(k)) for k in 1:3])
println(isapprox(mean(rand(Xoshiro(0), 10_000)), 0.5, atol = 0.02))
d = Dict(k => rand(Xoshiro(k), 1:100) for k in 1:3)
println(typeof(d), " ", length(d))
println(typeof(bitrand(Xoshiro(1), 3)), " ", length(randsubseq(Xoshiro(1), 1:10, 0.0)))
copy1 = copy(Xoshiro(11)); println(rand(copy1) == rand(Xoshiro(11)))
#= expect
true true 5 Float64
true (1, 6) [1, 2, 3, 4, 5, 6]
(3, 2) Matrix{Float64}
true 6
true
Vector{Char} true
Int8 Float32 3
8 true
true
true
Dict{Int64, Int64} 3
BitVector 0
true
=#
