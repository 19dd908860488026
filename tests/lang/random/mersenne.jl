# MersenneTwister (dSFMT-19937 with Julia's cache of 1002 doubles). The first
# block is the examples of Julia's documentation (rand, rand!, randn!,
# randexp, randn of ComplexF64, randperm, randcycle for MersenneTwister(1234)); the
# values after it come from the dSFMT model in reference.py (an array whose
# n2 = 2((n-2)÷2) is 382 or more takes n2 doubles straight from dSFMT, the rest
# from the cache; Float32 and integer arrays go through Julia's UInt128 fill).
# bitrand(MersenneTwister(1234), 10) is the example of Julia's earlier
# bitrand documentation (0000100011), which the model also gives.
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
rng = MersenneTwister(1234)
println(rand(rng, Float32), " ", rand(rng, Float32), " ", rand(rng, Float32), " ", typeof(rand(rng, Float32)))
rng = MersenneTwister(1234)
rand(rng, Float32); rand(rng, Float32); rand(rng, Float32)
println(rand(rng, Float32, 9))
display(bitrand(MersenneTwister(1234), 10))
b = bitrand(MersenneTwister(1234), 300)
println(count(b), " ", join(Int.(b[1:64])), " ", join(Int.(b[end-43:end])))
u = rand(MersenneTwister(3), UInt64, 13)
println(u[[1, 7, 13]])
rng = MersenneTwister(9)
v = rand(rng, 400)
println(v[[1, 398, 400]], " ", rand(rng))
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
[0.8124385822007527, 0.6549774646337252, 0.48961338034784285] 0.258053331576773 [0.19646490195581978, 0.19392536240567604]
[2, 1, 4, 3] [3, 5, 4, 6, 1, 2]
true
0.010770321 0.30586517 0.20819986 Float32
Float32[0.40568388, 0.48105514, 0.7437453, 0.5798317, 0.9584911, 0.06445813, 0.49040103, 0.4702556, 0.95044935]
10-element BitVector:
 0
 0
 0
 0
 1
 0
 0
 0
 1
 1
138 0011011100000000001111110001010001110011101101000000101010100111 00001000110011111110001011010001111010010010
UInt64[0xd76f1fd1963e6241, 0x88878aae5cf06d34, 0x67da191a82203f95]
[0.7070784707537381, 0.4810613346726147, 0.9112886968458684] 0.0025435524804440224
=#
