# Core string operations.
s = "Hello, World"
println(length(s))
println(s[1])
println(s[end])
println(s[1:5])
println(s[8:end])
println(typeof(s[1]), " ", typeof(s[1:5]))
println(s * "!")
println("ab" ^ 3)
println(repeat("xy", 2))
println(uppercase(s), " ", lowercase(s))
println(titlecase("hello world"))
println(reverse("abc"))
println(first(s), " ", last(s))
println(first(s, 3), " ", last(s, 3))
println(isempty(""), " ", isempty(s))
println(string("a", 1, 'b', 2.0))
println(chop("hello"))
println(occursin("World", s), " ", occursin("world", s))
println(contains(s, "lo,"))
println(startswith(s, "Hell"), " ", endswith(s, "ld"))
println(s[1:0] == "", " ", length(s[1:0]))
#= expect
12
H
d
Hello
World
Char String
Hello, World!
ababab
xyxy
HELLO, WORLD hello, world
Hello World
cba
H d
Hel rld
true false
a1b2.0
hell
true false
true
true true
true 0
=#
