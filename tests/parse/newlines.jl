# A binary operator at the end of a line continues the expression.
total = a +
    b +
    c
ok = x > 0 &&
    y > 0
# A newline before an operator ends the statement.
w = a
- b
# Inside parentheses and calls, newlines are spaces.
v = (a
     + b)
s = f(a,
      b; k =
      1)
# Inside brackets, newlines separate rows.
m = [1 2
     3 4]
# Commas and assignments continue on the next line.
p, q =
    1, 2
t = x ->
    x + 1
u = cond ?
    1 : 2
