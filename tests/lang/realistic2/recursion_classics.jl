# Rosetta recursion classics: Towers of Hanoi, Ackermann, permutations, power set, flood fill
function hanoi(n, from = :A, to = :C, via = :B, moves = Tuple{Symbol,Symbol}[])
    n == 0 && return moves
    hanoi(n - 1, from, via, to, moves)
    push!(moves, (from, to))
    hanoi(n - 1, via, to, from, moves)
end
moves = hanoi(3)
println(length(moves), " moves: ", join(["$a→$b" for (a, b) in moves], " "))
println(length(hanoi(10)))

ackermann(m, n) = m == 0 ? n + 1 : n == 0 ? ackermann(m - 1, 1) : ackermann(m - 1, ackermann(m, n - 1))
println([ackermann(m, n) for m in 0:3, n in 0:3])

function permutations(xs)
    length(xs) <= 1 && return [xs]
    out = typeof(xs)[]
    for (i, x) in enumerate(xs)
        rest = [xs[1:i-1]; xs[i+1:end]]
        for p in permutations(rest)
            push!(out, [x; p])
        end
    end
    out
end
println(permutations([1, 2, 3]))
println(join(join.(permutations(['a', 'b', 'c'])), ","))

powerset(xs) = isempty(xs) ? [empty(xs)] : (r = powerset(xs[2:end]); [r; [[xs[1]; s] for s in r]])
println(sort(powerset([1, 2, 3]), by = s -> (length(s), s)))

function flood!(grid, r, c, old, new)
    (r < 1 || c < 1 || r > size(grid, 1) || c > size(grid, 2)) && return 0
    grid[r, c] == old || return 0
    grid[r, c] = new
    1 + flood!(grid, r + 1, c, old, new) + flood!(grid, r - 1, c, old, new) +
        flood!(grid, r, c + 1, old, new) + flood!(grid, r, c - 1, old, new)
end
g = [0 0 1 0
     0 1 1 0
     1 0 0 0
     0 0 1 1]
println(flood!(g, 1, 1, 0, 7), " ", flood!(g, 3, 2, 0, 5))
for r in eachrow(g)
    println(join(r, " "))
end
binsearch(v, x, lo = 1, hi = length(v)) = lo > hi ? nothing :
    (mid = (lo + hi) ÷ 2; v[mid] == x ? mid : v[mid] < x ? binsearch(v, x, mid + 1, hi) : binsearch(v, x, lo, mid - 1))
v = collect(3:3:60)
println(binsearch(v, 27), " ", binsearch(v, 28), " ", something(binsearch(v, 60), -1))
function mergesort(v)
    length(v) <= 1 && return v
    m = length(v) ÷ 2
    a, b = mergesort(v[1:m]), mergesort(v[m+1:end])
    out = similar(v, 0)
    i = j = 1
    while i <= length(a) && j <= length(b)
        if a[i] <= b[j]
            push!(out, a[i]); i += 1
        else
            push!(out, b[j]); j += 1
        end
    end
    append!(out, a[i:end], b[j:end])
end
println(mergesort([38, 27, 43, 3, 9, 82, 10]))
gcd_rec(a, b) = b == 0 ? a : gcd_rec(b, a % b)
sum_digits_rec(n) = n < 10 ? n : n % 10 + sum_digits_rec(n ÷ 10)
println(gcd_rec(1071, 462), " ", sum_digits_rec(98765))
#= expect
7 moves: A→C A→B C→B A→C B→A B→C A→C
1023
[1 2 3 4; 2 3 4 5; 3 5 7 9; 5 13 29 61]
[[1, 2, 3], [1, 3, 2], [2, 1, 3], [2, 3, 1], [3, 1, 2], [3, 2, 1]]
abc,acb,bac,bca,cab,cba
[Int64[], [1], [2], [3], [1, 2], [1, 3], [2, 3], [1, 2, 3]]
3 7
7 7 1 5
7 1 1 5
1 5 5 5
5 5 1 1
9 nothing 20
[3, 9, 10, 27, 38, 43, 82]
21 35
=#
