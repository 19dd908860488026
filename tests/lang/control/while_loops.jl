# while loops, with break and continue.
function collatz(n)
    steps = 0
    while n != 1
        n = iseven(n) ? n ÷ 2 : 3n + 1
        steps += 1
    end
    steps
end
println(collatz(27))
function first_square_above(limit)
    i = 0
    while true
        i += 1
        i * i > limit && break
    end
    i
end
println(first_square_above(50))
function count_odd_upto(n)
    i = 0
    c = 0
    while i < n
        i += 1
        iseven(i) && continue
        c += 1
    end
    c
end
println(count_odd_upto(10))
let k = 0
    while k < 3
        k += 1
        print(k, ",")
    end
    println()
end
#= expect
111
8
5
1,2,3,
=#
