# split returns SubStrings; join concatenates with a delimiter.
println(split("a b  c"))
println(split("a,b,,c", ","))
println(split("a,b,,c", ","; keepempty=false))
println(split("k=v=w", "="; limit=2))
println(typeof(split("a b")))
println(join(["x", "y", "z"], ", "))
println(join([1, 2, 3], "-"))
println(join(["a", "b", "c"], ", ", " and "))
println(join("abc", "|"))
parts = split("  lead and trail  ")
println(length(parts))
println(map(x -> parse(Int, x), split("1 2 3")))
println(rsplit("a.b.c", "."; limit=2))
println(join(split("one two three"), "+"))
println(String(split("ab cd")[2]) == "cd")
#= expect
SubString{String}["a", "b", "c"]
SubString{String}["a", "b", "", "c"]
SubString{String}["a", "b", "c"]
SubString{String}["k", "v=w"]
Vector{SubString{String}}
x, y, z
1-2-3
a, b and c
a|b|c
3
[1, 2, 3]
SubString{String}["a.b", "c"]
one+two+three
true
=#
