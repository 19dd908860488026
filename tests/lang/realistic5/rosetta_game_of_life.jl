# Rosetta Code: Conway's game of life (blinker, glider)
function step(grid::BitMatrix)
    rows, cols = size(grid)
    new = falses(rows, cols)
    for j in 1:cols, i in 1:rows
        n = 0
        for dj in -1:1, di in -1:1
            (di == 0 && dj == 0) && continue
            ii, jj = mod1(i + di, rows), mod1(j + dj, cols)
            n += grid[ii, jj]
        end
        new[i, j] = n == 3 || (grid[i, j] && n == 2)
    end
    new
end

show_grid(g) = foreach(r -> println(join(x ? '#' : '.' for x in r)), eachrow(g))

g = falses(5, 5)
g[3, 2:4] .= true
show_grid(g); println()
g = step(g)
show_grid(g); println()
println(step(step(g)) == g, " ", count(g))

glider = falses(6, 6)
for (i, j) in [(1, 2), (2, 3), (3, 1), (3, 2), (3, 3)]
    glider[i, j] = true
end
for _ in 1:4
    global glider = step(glider)
end
show_grid(glider)
println(findall(glider))
println(typeof(glider), " ", size(glider), " ", sum(glider))
#= expect
.....
.....
.###.
.....
.....

.....
..#..
..#..
..#..
.....

true 3
......
..#...
...#..
.###..
......
......
CartesianIndex{2}[CartesianIndex(4, 2), CartesianIndex(2, 3), CartesianIndex(4, 3), CartesianIndex(3, 4), CartesianIndex(4, 4)]
BitMatrix (6, 6) 5
=#
