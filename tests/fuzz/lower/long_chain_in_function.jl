function g(x)
    return x < xu
end
println(g(1))
