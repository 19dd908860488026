name = "world"
a = "Hello, $name"
# `!` continues a name, as in Julia: this interpolates the variable `name!`.
a2 = "Hello, $name!"
b = "sum: $(x + y)"
c = "$x"
d = "$(f(x))$(g(y))"
e = "$x.field is not interpolated past the name"
f1 = "nested: $(string("inner $y"))"
g1 = "cost: \$5 and $price"
h1 = "unicode name: $αβ and $(π)"
i1 = "$(a[end])"
j1 = "call $(length([1, 2, 3])) times"
println("x = $x, y = $(y)")
