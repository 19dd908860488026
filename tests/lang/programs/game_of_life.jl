# Conway's game of life on a small Matrix{Bool}: a blinker oscillates.
function life_step(grid)
    n, m = size(grid)
    nxt = fill(false, n, m)
    for i in 1:n, j in 1:m
        live = 0
        for di in -1:1, dj in -1:1
            (di == 0 && dj == 0) && continue
            ii, jj = i + di, j + dj
            if 1 <= ii <= n && 1 <= jj <= m && grid[ii, jj]
                live += 1
            end
        end
        nxt[i, j] = grid[i, j] ? (live == 2 || live == 3) : live == 3
    end
    nxt
end
function render(grid)
    for i in 1:size(grid, 1)
        println(join(grid[i, j] ? '#' : '.' for j in 1:size(grid, 2)))
    end
end
g = fill(false, 5, 5)
g[2, 3] = g[3, 3] = g[4, 3] = true
render(g)
println()
render(life_step(g))
println(sum(life_step(life_step(g))))
println(life_step(life_step(g)) == g)
#= expect
.....
..#..
..#..
..#..
.....

.....
.....
.###.
.....
.....
3
true
=#
