# randn and randexp: Julia's ziggurat streams for fixed seeds. The expected
# values come from the independent model in reference.py, which computes the
# layer tables itself (scripts/gen_ziggurat_tables.py's method) and draws as
# Julia's Random does: one variate after another for scalars and arrays of
# fewer than 7, else the array first filled with raw words (as rand! fills a
# UInt64 array) and each word made a variate. Seed 3's 2000 normals and
# Xoshiro(1)'s 2000 exponentials reach the tails (|x| > 3.654, x > 7.697) and
# the wedges. The last block is the example of Julia's randexp documentation.
using Random

Random.seed!(42)
println(randn())
println(randn())
println(randn())
println(randexp())
println(randexp())
println(randexp())
Random.seed!(3)
v = randn(2000)
println(minimum(v), " ", maximum(v), " ", v[end-1:end])
println(randn(3))
e = randexp(Xoshiro(1), 2000)
println(maximum(e), " ", e[end])
println(typeof(randn(Float32)), " ", typeof(randn(2, 3)), " ", typeof(randexp(Xoshiro(2), Float32, 2)))
rng = Xoshiro(123)
println(randexp(rng, Float32))
display(randexp(rng, 3, 3))
#= expect
0.7883556016042917
-0.8798585959543993
-0.873793482209626
1.0634648058488934
1.0184177631724283
0.05651965016226291
-3.7966820005754887 4.010580058264054 [-0.6999991263758627, -1.7496822393543028]
[2.1252476030630243, -1.031515523528163, 1.7028379551763475]
10.81144734797873 2.283843641329592
Float32 Matrix{Float64} Vector{Float32}
1.1757717
3×3 Matrix{Float64}:
 1.37766  0.456653  0.236418
 3.40007  0.229917  0.0684921
 0.48096  0.577481  0.71835
=#
