# Comprehensions collect a generator whose body and filter are closures
# (Julia manual, "Comprehensions").
squares = [x^2 for x in 1:10]
evens = [x for x in xs if iseven(x)]
typed = Float64[x / 2 for x in 1:3]
table = [i * j for i in 1:3, j in 1:4]
pairs_list = [(i, j) for i in 1:3 for j in i:3]
