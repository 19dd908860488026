a = 1
b = "bad ÿ byte"
cÂ = 2
d = âˆ
