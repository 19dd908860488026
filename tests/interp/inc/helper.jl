helper(x) = x * x
