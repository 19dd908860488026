fs = Function[]
for i in 1:3
    push!(fs, () -> i * 10)
end
println([f() for f in fs])
adders = [x -> x + k for k in 1:3]
println(map(f -> f(100), adders))
function make_counter()
    count = 0
    inc() = (count += 1)
    get() = count
    return inc, get
end
inc, get = make_counter()
inc(); inc(); inc()
println(get())
let a = 1, b = a + 1
    println(a + b)
end
x = 10
let x = x * 2
    println(x)
end
println(x)
total = 0
for i in 1:5
    global total += i
end
println(total)
#= expect
[10, 20, 30]
[101, 102, 103]
3
3
20
10
15
=#
