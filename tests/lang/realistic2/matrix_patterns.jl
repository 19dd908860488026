# Rosetta matrix tasks: spiral, zig-zag, identity, Pascal's triangle, magic square
function spiral(n)
    M = zeros(Int, n, n)
    r, c, dr, dc = 1, 1, 0, 1
    for k in 0:n*n-1
        M[r, c] = k
        nr, nc = r + dr, c + dc
        if !(1 <= nr <= n && 1 <= nc <= n) || M[nr, nc] != 0 || (nr, nc) == (1, 1)
            dr, dc = dc, -dr
        end
        r, c = r + dr, c + dc
    end
    M
end

function zigzag(n)
    idx = sort([(i, j) for i in 1:n for j in 1:n],
               by = ((i, j),) -> (i + j, isodd(i + j) ? i : j))
    M = zeros(Int, n, n)
    for (k, (i, j)) in enumerate(idx)
        M[i, j] = k - 1
    end
    M
end

function show_matrix(M)
    w = maximum(length ∘ string, M)
    for row in eachrow(M)
        println(join(lpad.(row, w), " "))
    end
end

show_matrix(spiral(5))
println()
show_matrix(zigzag(5))
println()
pascal(n) = [binomial(i, j) for i in 0:n-1, j in 0:n-1]
show_matrix(pascal(5))
println()
function pascal_rows(n)
    rows = [[1]]
    for _ in 2:n
        prev = rows[end]
        push!(rows, [1; [prev[i] + prev[i+1] for i in 1:length(prev)-1]; 1])
    end
    rows
end
for r in pascal_rows(6)
    println(join(r, " "))
end
function magic(n)
    @assert isodd(n) "only odd orders"
    M = zeros(Int, n, n)
    i, j = 1, (n + 1) ÷ 2
    for k in 1:n^2
        M[i, j] = k
        ni, nj = mod1(i - 1, n), mod1(j + 1, n)
        if M[ni, nj] != 0
            ni, nj = mod1(i + 1, n), j
        end
        i, j = ni, nj
    end
    M
end
m = magic(3)
show_matrix(m)
println(sum(m, dims = 1), " ", vec(sum(m, dims = 2)), " ", sum(m[i, i] for i in 1:3), " ", sum(m[i, 4-i] for i in 1:3))
try
    magic(4)
catch e
    println(typeof(e), ": ", e.msg)
end
using LinearAlgebra
println(Matrix{Int}(I, 3, 3), " ", tr(m), " ", diag(m))
#= expect
 0  1  2  3  4
15 16 17 18  5
14 23 24 19  6
13 22 21 20  7
12 11 10  9  8

 0  1  5  6 14
 2  4  7 13 15
 3  8 12 16 21
 9 11 17 20 22
10 18 19 23 24

1 0 0 0 0
1 1 0 0 0
1 2 1 0 0
1 3 3 1 0
1 4 6 4 1

1
1 1
1 2 1
1 3 3 1
1 4 6 4 1
1 5 10 10 5 1
8 1 6
3 5 7
4 9 2
[15 15 15] [15, 15, 15] 15 15
AssertionError: only odd orders
[1 0 0; 0 1 0; 0 0 1] 15 [8, 5, 2]
=#
