x = 1
s = "this string never ends
y = 2
