# Keyword arguments: defaults, required keywords, any order, splatting a
# NamedTuple, defaults that use positional arguments.
function greet(name; greeting = "Hello", punct = "!")
    "$greeting, $name$punct"
end
println(greet("Ann"))
println(greet("Ann", greeting = "Hi"))
println(greet("Ann"; punct = "?", greeting = "Yo"))
area(; w, h = 2) = w * h
println(area(w = 3))
println(area(h = 5, w = 3))
try
    area()
catch e
    println(typeof(e))
end
opt = "Hey"
println(greet("Bo"; greeting = opt))
kw = (greeting = "Hola", punct = ".")
println(greet("Di"; kw...))
f(x; scale = 1) = x * scale
println(map(x -> f(x; scale = 10), [1, 2]))
defaults_from_args(a; b = a * 2) = (a, b)
println(defaults_from_args(3))
println(defaults_from_args(3; b = 0))
typed(; n::Int = 1) = n + 1
println(typed(), " ", typed(n = 41))
#= expect
Hello, Ann!
Hi, Ann!
Yo, Ann?
6
15
UndefKeywordError
Hey, Bo!
Hola, Di.
[10, 20]
(3, 6)
(3, 0)
2 42
=#
