# Rosetta Code classics: Towers of Hanoi, N-queens, Pascal's triangle, FizzBuzz variants, 100 doors
function hanoi!(moves, n, from = :A, to = :C, via = :B)
    n == 0 && return moves
    hanoi!(moves, n - 1, from, via, to)
    push!(moves, from => to)
    hanoi!(moves, n - 1, via, to, from)
end
m = hanoi!(Pair{Symbol,Symbol}[], 3)
println(length(m), " moves: ", join(["$(a)→$(b)" for (a, b) in m], " "))
println(length(hanoi!(Pair{Symbol,Symbol}[], 10)))

function queens(n)
    solutions = Vector{Int}[]
    cols = Int[]
    function place(row)
        if row > n
            push!(solutions, copy(cols))
            return
        end
        for c in 1:n
            if all(cols[r] != c && abs(cols[r] - c) != row - r for r in 1:row-1)
                push!(cols, c)
                place(row + 1)
                pop!(cols)
            end
        end
    end
    place(1)
    solutions
end
sols = queens(6)
println(length(sols), " solutions for 6 queens; first: ", sols[1])
for r in 1:6
    println(join(c == sols[1][r] ? "Q" : "." for c in 1:6))
end
println([length(queens(n)) for n in 1:7])

function pascal(n)
    rows = [[1]]
    for _ in 2:n
        prev = rows[end]
        push!(rows, [1; [prev[i] + prev[i+1] for i in 1:length(prev)-1]; 1])
    end
    rows
end
rows = pascal(6)
w = length(join(rows[end], " "))
for r in rows
    s = join(r, " ")
    println(" "^((w - length(s)) ÷ 2), s)
end
fizz(i) = i % 15 == 0 ? "FizzBuzz" : i % 3 == 0 ? "Fizz" : i % 5 == 0 ? "Buzz" : string(i)
println(join(map(fizz, 9:15), ","))
doors = falses(100)
for pass in 1:100, d in pass:pass:100
    doors[d] = !doors[d]
end
println(findall(doors))
#= expect
7 moves: A→C A→B C→B A→C B→A B→C A→C
1023
4 solutions for 6 queens; first: [2, 4, 6, 1, 3, 5]
.Q....
...Q..
.....Q
Q.....
..Q...
....Q.
[1, 0, 0, 2, 10, 4, 40]
      1
     1 1
    1 2 1
   1 3 3 1
  1 4 6 4 1
1 5 10 10 5 1
Fizz,Buzz,11,Fizz,13,14,FizzBuzz
[1, 4, 9, 16, 25, 36, 49, 64, 81, 100]
=#
