# Julia manual, "Numeric Literal Coefficients".
a = 2x
b = 3(x + 1)
c = 2π
d = 2x^2
e = -2x
f = 1.5y
g = 2π * r
h = (x - 1)y
i = 2√x
j = 3n + 1
k = 2(a)(b)
l = 10^2x
