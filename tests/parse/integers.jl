a = 0
b = 42
c = 1_000_000
d = -1
e = 9223372036854775807
f = 9223372036854775808
g = -9223372036854775808
h = 170141183460469231731687303715884105727
# Unsigned literals: the type follows the number of digits.
i = 0x1f
j = 0x123
k = 0x0001
l = 0x12345
m = 0x123456789
n = 0x1_0000_0000_0000_0000
o = 0b101
p = 0b111111111
q = 0o17
r = 0o777
s = 0o077
# A sign is folded into decimal literals only.
t = -0x1f
u = +0x1f
v = +7
w = - 7
