# for loops go through the iteration protocol: Base.iterate, === nothing,
# Core.getfield of the (value, state) tuple (Julia manual, "Interfaces").
function total(n)
    s = 0
    for i in 1:n
        s += i
    end
    s
end
for x ∈ [1, 2, 3]
    println(x)
end
