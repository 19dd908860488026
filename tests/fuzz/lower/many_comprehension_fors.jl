v = [i for i in 1:2 for j in 1:1]
