# Pair values made with =>.
p = "key" => 42
println(p)
println(p.first, " ", p.second)
println(first(p), " ", last(p))
println(typeof(p))
k, v = p
println(k, " ", v)
ps = [1 => "a", 2 => "b"]
println(ps)
println(Dict(ps)[2])
println(1 => 2 => 3)
println((1 => 2).second)
println(:a => 1.5)
println(repr('c' => nothing))
println(p == ("key" => 42))
#= expect
"key" => 42
key 42
key 42
Pair{String, Int64}
key 42
[1 => "a", 2 => "b"]
b
1 => (2 => 3)
2
:a => 1.5
'c' => nothing
true
=#
