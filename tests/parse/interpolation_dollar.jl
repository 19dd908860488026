y = $x
f($(a + b))
s = "inside a string $x is fine"
