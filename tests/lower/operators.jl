# Operators are calls of the functions they name (Julia manual, "Mathematical
# Operations"); x^n with a literal integer n calls Base.literal_pow.
a = x + y * z
b = -x
c = !flag
d = 2x + 3(x + 1)
e = x^2 + x^-1 + x^n
f = x ÷ y % z
g = a => b
h = x |> sqrt
i = 1:n
j = 1:2:n
