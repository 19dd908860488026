a = x ?y : z
b = x? y : z
c = x ? y: z
d = x ? y :z
e = x ? y
