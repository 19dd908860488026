# Recursion, mutual recursion and deep-ish call chains.
fib(n) = n < 2 ? n : fib(n - 1) + fib(n - 2)
println([fib(i) for i in 0:10])
function fact(n)
    n <= 1 && return 1
    n * fact(n - 1)
end
println(fact(20))
println(fact(21))
is_odd(n) = n == 0 ? false : is_even(n - 1)
is_even(n) = n == 0 ? true : is_odd(n - 1)
println(is_even(10), " ", is_odd(7))
function hanoi(n, from, to, via, moves)
    n == 0 && return moves
    hanoi(n - 1, from, via, to, moves)
    push!(moves, (from, to))
    hanoi(n - 1, via, to, from, moves)
end
m = hanoi(3, 'A', 'C', 'B', Tuple{Char, Char}[])
println(length(m))
println(m[1], " ", m[2], " ", m[end])
ackermann(m, n) = m == 0 ? n + 1 : n == 0 ? ackermann(m - 1, 1) : ackermann(m - 1, ackermann(m, n - 1))
println(ackermann(2, 3))
depth(n) = n == 0 ? 0 : 1 + depth(n - 1)
println(depth(10000))
#= expect
[0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55]
2432902008176640000
-4249290049419214848
true true
7
('A', 'C') ('A', 'B') ('A', 'C')
9
10000
=#
