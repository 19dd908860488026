f(x, y
z = 1
g(x)
