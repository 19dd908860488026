# MersenneTwister (dSFMT-19937 with Julia's cache of 1002 doubles). The first
# block is the examples of Julia's documentation (rand, rand!, randn!,
# randexp, randn of ComplexF64, randperm, randcycle for MersenneTwister(1234)); the
# MersenneTwister(7) line's
# values come from the dSFMT model in reference.py (an array of 764 or more is
# filled straight from dSFMT, its odd last element from the cache).
using Random

rng = MersenneTwister(1234)
println(rand(rng, 2))
println(rand!(MersenneTwister(1234), zeros(5)))
println(randn!(MersenneTwister(1234), zeros(5)))
rng = MersenneTwister(1234)
println(randexp(rng, Float32))
display(randexp(rng, 3, 3))
println(randn(MersenneTwister(1234), ComplexF64))
r = MersenneTwister(1234)
println(r)
rand(r)
println(r, " ", copy(r) == r, " ", MersenneTwister(1234) == MersenneTwister(1234))
r = MersenneTwister(7)
println(rand(r, 3), " ", rand(r, 1001)[end], " ", rand(r, 2))
# randperm and randcycle (Julia's documentation), shuffle as randperm draws
println(randperm(MersenneTwister(1234), 4), " ", randcycle(MersenneTwister(1234), 6))
println(shuffle(MersenneTwister(1234), Vector(1:10)) == randperm(MersenneTwister(1234), 10))
#= expect
[0.5908446386657102, 0.7667970365022592]
[0.5908446386657102, 0.7667970365022592, 0.5662374165061859, 0.4600853424625171, 0.7940257103317943]
[0.8673472019512456, -0.9017438158568171, -0.4944787535042339, -0.9029142938652416, 0.8644013132535154]
2.4835055
3×3 Matrix{Float64}:
 1.5167    1.30652   0.344435
 0.604436  2.78029   0.418516
 0.695867  0.693292  0.643644
0.6133070881429037 - 0.6376291670853887im
MersenneTwister(1234)
MersenneTwister(1234, (0, 1002, 0, 1)) true true
[0.8124385822007527, 0.6549774646337252, 0.48961338034784285] 0.07875953556887483 [0.5815906311251917, 0.258053331576773]
[2, 1, 4, 3] [3, 5, 4, 6, 1, 2]
true
=#
