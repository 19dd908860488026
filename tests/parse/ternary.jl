a = x > 0 ? x : -x
b = x > 0 ? "positive" : x < 0 ? "negative" : "zero"
c = iseven(n) ? n ÷ 2 : 3n + 1
d = flag ? (1:2) : 3:4
e = cond ?
    first_choice :
    second_choice
f(x) = x < 0 ? -x : x
g = (a ? b : c) + 1
h = a ? b ? c : d : e
