# Rosetta: Sudoku by backtracking, with a grid parsed from text
const PUZZLE = """
53..7....
6..195...
.98....6.
8...6...3
4..8.3..1
7...2...6
.6....28.
...419..5
....8..79
"""

parse_grid(s) = permutedims(hcat([[c == '.' ? 0 : c - '0' for c in line] for line in split(strip(s), '\n')]...))

function candidates(g, r, c)
    used = Set{Int}()
    union!(used, g[r, :], g[:, c])
    br, bc = 3 * ((r - 1) ÷ 3) + 1, 3 * ((c - 1) ÷ 3) + 1
    union!(used, g[br:br+2, bc:bc+2])
    setdiff(1:9, used)
end

function solve!(g)
    pos = findfirst(iszero, g)
    pos === nothing && return true
    r, c = Tuple(pos)
    for v in candidates(g, r, c)
        g[r, c] = v
        solve!(g) && return true
    end
    g[r, c] = 0
    false
end

g = parse_grid(PUZZLE)
println(size(g), " ", count(iszero, g), " blanks")
@assert solve!(g)
for (i, row) in enumerate(eachrow(g))
    println(join(join.(Iterators.partition(row, 3)), "|"))
    i in (3, 6) && println("---+---+---")
end
println(all(sort(g[i, :]) == 1:9 for i in 1:9), " ", all(sum(g, dims = 1) .== 45))
#= expect
(9, 9) 51 blanks
534|678|912
672|195|348
198|342|567
---+---+---
859|761|423
426|853|791
713|924|856
---+---+---
961|537|284
287|419|635
345|286|179
true true
=#
