x = )
f(a,
y = "unterminated
#= comment
