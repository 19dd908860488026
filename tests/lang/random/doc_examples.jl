# The examples of Julia 1.11's Random documentation (its jldoctests), with the
# output the documentation shows.
using Random

show(stdout, MIME"text/plain"(), bitrand(Xoshiro(123), 10)); println()
println(repr(randstring(Xoshiro(3), 'a':'z', 6)))
show(stdout, MIME"text/plain"(), randsubseq(Xoshiro(123), 1:8, 0.3)); println()
S = Int64[]
randsubseq!(Xoshiro(123), S, 1:8, 0.3)
println(S)
show(stdout, MIME"text/plain"(), shuffle(Xoshiro(123), Vector(1:10))); println()
println(shuffle!(Xoshiro(123), Vector(1:10)))
show(stdout, MIME"text/plain"(), randperm(Xoshiro(123), 4)); println()
println(randperm!(Xoshiro(123), Vector{Int}(undef, 4)))
show(stdout, MIME"text/plain"(), randcycle(Xoshiro(123), 6)); println()
println(randcycle!(Xoshiro(123), Vector{Int}(undef, 6)))
# randn's: Float32, then a ComplexF32 matrix (sqrt(1/2) times each part in Float32)
rng = Xoshiro(123)
show(stdout, randn(rng, Float32)); println()
display(randn(rng, ComplexF32, (2, 3)))
# rand's: a Dict gives a random entry; a tuple alone is a collection, not dims
println(rand(Xoshiro(0), Dict(1=>2, 3=>4)))
println(rand((2, 3)) in (2, 3), " ", rand(Xoshiro(1), (5,)), " ", size(rand(Float64, (2, 3))))
#= expect
10-element BitVector:
 0
 1
 0
 1
 0
 1
 0
 0
 1
 1
"iyzcsm"
2-element Vector{Int64}:
 4
 7
[4, 7]
10-element Vector{Int64}:
  5
  4
  2
  3
  6
 10
  8
  1
  9
  7
[5, 4, 2, 3, 6, 10, 8, 1, 9, 7]
4-element Vector{Int64}:
 1
 4
 2
 3
[1, 4, 2, 3]
6-element Vector{Int64}:
 5
 4
 2
 6
 3
 1
[5, 4, 2, 6, 3, 1]
-0.6457307f0
2×3 Matrix{ComplexF32}:
  -1.03467-1.14806im  0.693657+0.056538im   0.291442+0.419454im
 -0.153912+0.34807im    1.0954-0.948661im  -0.543347-0.0538589im
3 => 4
true 5 (2, 3)
=#
