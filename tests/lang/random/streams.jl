# Julia's streams for fixed seeds; the expected values come from the
# independent model in reference.py (python3 tests/lang/random/reference.py).
using Random

Random.seed!(42)
println(rand())
println(rand())
println(rand())
Random.seed!(42)
println([rand(1:10) for _ in 1:5])
x = Xoshiro(1234)
println(rand(x, 2))
Random.seed!(7)
println(rand(10))
println(rand())
Random.seed!(0)
println(rand(UInt64))
Random.seed!(-1)
println(rand())
Random.seed!(2024)
println(shuffle(1:10))
println(randperm(8))
Random.seed!(3)
println(randstring())
Random.seed!(99)
println(rand(Int, 3))
Random.seed!(5)
println(rand(['a', 'b', 'c'], 4))
Random.seed!(5)
println([rand(Bool) for _ in 1:4])
r1 = Xoshiro(11)
r2 = Xoshiro(11)
println(rand(r1, 1:100, 3) == rand(r2, 1:100, 3))
println(typeof(rand(Float32)), " ", typeof(rand(Int8)), " ", typeof(rand(1:3)))
v = collect(1:5)
shuffle!(Xoshiro(1), v)
println(sort(v))
#= expect
0.6293451231426089
0.4503389405961936
0.47740714343281776
[7, 5, 5, 8, 7]
[0.32597672886359486, 0.5490511363155669]
[0.5478717932208899, 0.7881196265873407, 0.9987263285473731, 0.1824339938486036, 0.8135066163230771, 0.5084514801311104, 0.8647231574166132, 0.2218527707953667, 0.5706547079874666, 0.7115572570159115]
0.21873385592760253
7483834310384640143
0.25757631551175997
[4, 7, 6, 10, 2, 8, 5, 1, 3, 9]
[3, 1, 5, 7, 8, 4, 2, 6]
Lxz5hUwn
[8721972646213235259, 2646597312480004808, 4100387123937394224]
['c', 'c', 'a', 'b']
Bool[1, 1, 0, 1]
true
Float32 Int8 Int64
[1, 2, 3, 4, 5]
=#
