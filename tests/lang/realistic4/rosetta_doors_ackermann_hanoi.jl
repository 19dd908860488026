# Rosetta Code: 100 doors, Ackermann function, Towers of Hanoi, FizzBuzz two ways
function doors(n)
    open = falses(n)
    for pass in 1:n, door in pass:pass:n
        open[door] = !open[door]
    end
    findall(open)
end
println("open doors: ", doors(100))
println("optimised:  ", [i^2 for i in 1:isqrt(100)] == doors(100))

function ack(m, n)
    if m == 0
        n + 1
    elseif n == 0
        ack(m - 1, 1)
    else
        ack(m - 1, ack(m, n - 1))
    end
end
for m in 0:3
    println("A($m, n) = ", join((ack(m, n) for n in 0:5), " "))
end

moves = Tuple{Int,Int}[]
function hanoi(n, from = 1, to = 3, via = 2)
    n == 0 && return
    hanoi(n - 1, from, via, to)
    push!(moves, (from, to))
    hanoi(n - 1, via, to, from)
end
hanoi(3)
for (k, (a, b)) in enumerate(moves)
    println("Move $k: disk from peg $a to peg $b")
end
empty!(moves)
hanoi(10)
println(length(moves), " moves for 10 disks; first ", moves[1], ", last ", moves[end])

fizz(i) = i % 15 == 0 ? "FizzBuzz" : i % 3 == 0 ? "Fizz" : i % 5 == 0 ? "Buzz" : string(i)
println(join(fizz.(1:15), ", "))
fb = map(1:20) do i
    s = (i % 3 == 0 ? "Fizz" : "") * (i % 5 == 0 ? "Buzz" : "")
    isempty(s) ? i : s
end
println(fb[10:15], " ", typeof(fb))
#= expect
open doors: [1, 4, 9, 16, 25, 36, 49, 64, 81, 100]
optimised:  true
A(0, n) = 1 2 3 4 5 6
A(1, n) = 2 3 4 5 6 7
A(2, n) = 3 5 7 9 11 13
A(3, n) = 5 13 29 61 125 253
Move 1: disk from peg 1 to peg 3
Move 2: disk from peg 1 to peg 2
Move 3: disk from peg 3 to peg 2
Move 4: disk from peg 1 to peg 3
Move 5: disk from peg 2 to peg 1
Move 6: disk from peg 2 to peg 3
Move 7: disk from peg 1 to peg 3
1023 moves for 10 disks; first (1, 2), last (2, 3)
1, 2, Fizz, 4, Buzz, Fizz, 7, 8, Fizz, Buzz, 11, Fizz, 13, 14, FizzBuzz
Any["Buzz", 11, "Fizz", 13, 14, "FizzBuzz"] Vector{Any}
=#
