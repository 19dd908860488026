# Closures capture variables, not values: later assignments are visible, and
# assignments inside the closure change the outer variable.
function demo()
    x = 1
    f = () -> x
    x = 2
    println(f())
    g = () -> (x = 10)
    g()
    println(x)
    acc = Int[]
    pushit = v -> push!(acc, v)
    pushit(1)
    pushit(2)
    println(acc)
end
demo()
total = 0
function add_to_total(n)
    global total
    total += n
end
add_to_total(5)
add_to_total(7)
println(total)
#= expect
2
10
[1, 2]
12
=#
