function sumto(n)
    s = 0
    for i in 1:n
        s += i
    end
    s
end
println(sumto(100))
function evens(n)
    c = 0
    i = 0
    while true
        i += 1
        i % 2 == 0 || continue
        c += 1
        i < n || break
    end
    c
end
println(evens(10))
for (a, b) in ((1, 2), (3, 4))
    println(a + b)
end
for i in 1:2, j in 1:2
    println(i * 10 + j)
end
#= expect
5050
5
3
7
11
12
21
22
=#
