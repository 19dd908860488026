let a = 1, b = 2
    println(a)
end
