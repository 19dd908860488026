function collatz(n)
    steps = 0
    while n != 1
        n = iseven(n) ? n ÷ 2 : 3n + 1
        steps += 1
    end
    steps
end
println([collatz(n) for n in 1:10])
best = argmax(collatz, 1:1000)
println(best, " ", collatz(best))
bin(n) = n < 2 ? string(n) : bin(n >> 1) * string(n & 1)
println(bin(10), " ", string(10, base = 2))
ack(m, n) = m == 0 ? n + 1 : n == 0 ? ack(m - 1, 1) : ack(m - 1, ack(m, n - 1))
println(ack(2, 3))
hanoi(n, from, to, via) = n == 0 ? 0 : hanoi(n - 1, from, via, to) + 1 + hanoi(n - 1, via, to, from)
println(hanoi(10, :a, :c, :b))
#= expect
[0, 1, 7, 2, 5, 8, 16, 3, 19, 6]
871 178
1010 1010
9
1023
=#
