# Rosetta Code: N-queens (all solutions by backtracking), permutations, power set
function queens(n)
    solutions = Vector{Vector{Int}}()
    cols = Int[]
    function place(row)
        if row > n
            push!(solutions, copy(cols))
            return
        end
        for c in 1:n
            if all(r -> cols[r] != c && abs(cols[r] - c) != row - r, 1:row-1)
                push!(cols, c)
                place(row + 1)
                pop!(cols)
            end
        end
    end
    place(1)
    solutions
end

function board(sol)
    n = length(sol)
    join((join(c == q ? "Q" : "." for c in 1:n) for q in sol), "\n")
end

for n in 1:8
    println("n = $n: ", length(queens(n)), " solutions")
end
first6 = queens(6)
println(first6)
println(board(first(queens(5))))

function permutations(v)
    length(v) <= 1 && return [v]
    out = typeof(v)[]
    for (i, x) in enumerate(v)
        rest = [v[1:i-1]; v[i+1:end]]
        for p in permutations(rest)
            push!(out, [x; p])
        end
    end
    out
end
perms = permutations([1, 2, 3])
println(perms)
println(join(map(join, permutations(['a', 'b', 'c'])), " "))

powerset(s) = isempty(s) ? [eltype(s)[]] : (r = powerset(s[2:end]); [r; [[s[1]; x] for x in r]])
ps = powerset([1, 2, 3])
println(join(string.(sort(ps, by = x -> (length(x), x))), " "))
println(length(powerset(collect(1:10))))
#= expect
n = 1: 1 solutions
n = 2: 0 solutions
n = 3: 0 solutions
n = 4: 2 solutions
n = 5: 10 solutions
n = 6: 4 solutions
n = 7: 40 solutions
n = 8: 92 solutions
[[2, 4, 6, 1, 3, 5], [3, 6, 2, 5, 1, 4], [4, 1, 5, 2, 6, 3], [5, 3, 1, 6, 4, 2]]
Q....
..Q..
....Q
.Q...
...Q.
[[1, 2, 3], [1, 3, 2], [2, 1, 3], [2, 3, 1], [3, 1, 2], [3, 2, 1]]
abc acb bac bca cab cba
Int64[] [1] [2] [3] [1, 2] [1, 3] [2, 3] [1, 2, 3]
1024
=#
