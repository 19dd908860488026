# randn and randexp: Julia's ziggurat streams for fixed seeds. The expected
# values come from the independent model in reference.py, which computes the
# layer tables itself (scripts/gen_ziggurat_tables.py's method) and draws as
# Julia's Random does; seed 1's 2000 draws reach both tails (|x| > 3.654 and
# x > 7.697) and the wedges.
using Random

Random.seed!(42)
println(randn())
println(randn())
println(randn())
println(randexp())
println(randexp())
println(randexp())
Random.seed!(1)
v = randn(2000)
println(minimum(v), " ", maximum(v), " ", v[end-1:end])
e = randexp(Xoshiro(1), 2000)
println(maximum(e), " ", e[end])
println(typeof(randn(Float32)), " ", typeof(randn(2, 3)), " ", typeof(randexp(Xoshiro(2), Float32, 2)))
#= expect
0.7883556016042917
-0.8798585959543993
-0.873793482209626
1.0634648058488934
1.0184177631724283
0.05651965016226291
-3.567299295373174 4.035035421223849 [0.6516457437017755, -2.1278196428782183]
7.779283915881927 1.2076330072417438
Float32 Matrix{Float64} Vector{Float32}
=#
