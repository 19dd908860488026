# Conway's Game of Life on a small torus, with a glider and a blinker, using Matrix{Bool}
function parse_grid(rows)
    m = falses(length(rows), length(rows[1]))
    for (i, r) in enumerate(rows), (j, c) in enumerate(r)
        m[i, j] = c == '#'
    end
    Matrix{Bool}(m)
end

function neighbors(g::Matrix{Bool}, i, j)
    h, w = size(g)
    n = 0
    for di in -1:1, dj in -1:1
        (di, dj) == (0, 0) && continue
        n += g[mod1(i + di, h), mod1(j + dj, w)]
    end
    n
end

function step(g::Matrix{Bool})
    new = similar(g)
    for I in CartesianIndices(g)
        n = neighbors(g, I[1], I[2])
        new[I] = g[I] ? n in (2, 3) : n == 3
    end
    new
end

render(g) = join((join(r ? '#' : '.' for r in row) for row in eachrow(g)), "\n")

glider = parse_grid([
    ".#....",
    "..#...",
    "###...",
    "......",
    "......",
])
g = glider
for gen in 0:4
    println("gen $gen (", count(g), " alive)")
    gen in (0, 4) && println(render(g))
    global g = step(g)
end
blinker = parse_grid([".....", "..#..", "..#..", "..#..", "....."])
b2 = step(blinker)
println(render(b2))
println(step(b2) == blinker, " ", findall(b2), " ", size(b2))
println(neighbors(blinker, 3, 2), " ", neighbors(blinker, 3, 3), " ", sum(neighbors(blinker, i, j) for i in 1:5, j in 1:5))
#= expect
gen 0 (5 alive)
.#....
..#...
###...
......
......
gen 1 (5 alive)
gen 2 (5 alive)
gen 3 (5 alive)
gen 4 (5 alive)
......
..#...
...#..
.###..
......
.....
.....
.###.
.....
.....
true CartesianIndex{2}[CartesianIndex(3, 2), CartesianIndex(3, 3), CartesianIndex(3, 4)] (5, 5)
3 2 24
=#
