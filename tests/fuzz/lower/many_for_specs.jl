for i in 1:1, j in 1:1
    println(i)
end
