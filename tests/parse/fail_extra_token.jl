f(x) g(x)
x = 1 y = 2
s = "a" "b"
n = 2 x
t = "a"x
