function f(x)
    if x > 0
        return x
    end

g(x) = x
