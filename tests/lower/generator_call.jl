# A generator expression as an argument is a lazy Base.Generator; its
# closure captures the enclosing function's locals.
function sumsq(xs, k)
    sum(x^2 + k for x in xs)
end
m = maximum(abs(v) for v in vals if v != 0)
g = ((a, b) for (a, b) in zip(xs, ys))
