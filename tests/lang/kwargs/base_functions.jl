# Keyword arguments at call sites of Base functions.
v = [3, 1, 2]
println(sort(v; rev = true))
println(sort(["bb", "a", "ccc"]; by = length, rev = true))
println(round(2.567; digits = 1))
println(split("a  b", " "; keepempty = false))
println(parse(Int, "z"; base = 36))
println(reduce(+, [1, 2]; init = 100))
println(replace("aaa", "a" => "b"; count = 2))
println(sum([1, 2, 3]; init = 10))
println(sortperm([3, 1, 2]; rev = true))
println(join(["x", "y"], "; "))
println(findfirst("lo", "hello"))
#= expect
[3, 2, 1]
["ccc", "bb", "a"]
2.6
SubString{String}["a", "b"]
35
103
bba
16
[1, 3, 2]
x; y
4:5
=#
