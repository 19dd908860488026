# Other definition forms: anonymous `function (x) ... end`; a definition's
# value is the function; methods added to the same name accumulate.
square = function (x)
    x * x
end
f(x) = x
f(x, y) = x + y
g = (h(x) = x + 1)
