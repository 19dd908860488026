count = 0
for i in 1:10
    if iseven(i)
        global count += 1
    end
end
println(count)
words = String[]
for w in split("the quick brown fox")
    push!(words, uppercase(w))
end
println(join(words, "-"))
n = 0
while n < 5
    global n += 2
end
println(n)
function outer()
    k = 0
    for i in 1:3
        k += i
    end
    k
end
println(outer())
let s = 0
    for i in 1:4
        s += i
    end
    println(s)
end
#= expect
5
THE-QUICK-BROWN-FOX
6
6
10
=#
