# Included by fail_include_nested.jl: fails inside a multi-line expression.
total = 0
for k in 1:3
    global total += k
    k == 2 && error("stopped at ", k)
end
