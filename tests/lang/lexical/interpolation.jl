# String interpolation with $name and $(expr): values are converted with `string`.
name = "Kiln"
n = 3
println("Hello, $name" * "!")  # "$name!" would interpolate `name!`
println("n + 1 = $(n + 1)")
println("nested: $(string("a", "b"))")
v = [1, 2, 3]
println("vector: $v")
println("sum: $(sum(v))")
t = (1, "x")
println("tuple: $t")
println("$n$n")
println("float: $(1/4)")
println("char: $('c')")
println("symbol: $(:sym)")
println("nothing: $(nothing)")
println("bool: $(3 > 2)")
println("strings in a vector: $(["a", "b"])")
println("$(n)rd")
#= expect
Hello, Kiln!
n + 1 = 4
nested: ab
vector: [1, 2, 3]
sum: 6
tuple: (1, "x")
33
float: 0.25
char: c
symbol: sym
nothing: nothing
bool: true
strings in a vector: ["a", "b"]
3rd
=#
