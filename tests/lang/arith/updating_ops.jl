# Updating operators rebind the variable to the new value.
x = 10
x += 5; println(x)
x -= 3; println(x)
x *= 2; println(x)
x ÷= 5; println(x)
x %= 3; println(x)
x ^= 3; println(x)
y = 7
y /= 2; println(y)
println(typeof(y))
b = 0b1100
b &= 0b1010; println(b)
b |= 0b0001; println(b)
b ⊻= 0b1111; println(b)
s = 1
s <<= 4; println(s)
s >>= 2; println(s)
str = "ab"
str *= "cd"; println(str)
v = [1, 2]
w = v
v += [10, 10]
println(v, " ", w)
#= expect
15
12
24
4
1
1
3.5
Float64
8
9
6
16
4
abcd
[11, 12] [1, 2]
=#
