function (gx)
    return x < xu
end
println(g(1))
