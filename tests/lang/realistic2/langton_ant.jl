# Rosetta: Langton's ant on a small torus, with an enum for directions
@enum Heading north east south west

turn_right(h::Heading) = Heading(mod(Int(h) + 1, 4))
turn_left(h::Heading) = Heading(mod(Int(h) - 1, 4))
const STEP = Dict(north => (-1, 0), east => (0, 1), south => (1, 0), west => (0, -1))

mutable struct Ant
    pos::Tuple{Int,Int}
    heading::Heading
end

function step!(grid::BitMatrix, ant::Ant)
    r, c = ant.pos
    ant.heading = grid[r, c] ? turn_left(ant.heading) : turn_right(ant.heading)
    grid[r, c] = !grid[r, c]
    dr, dc = STEP[ant.heading]
    n, m = size(grid)
    ant.pos = (mod1(r + dr, n), mod1(c + dc, m))
    return ant
end

function run(n, steps)
    grid = falses(n, n)
    ant = Ant((n ÷ 2 + 1, n ÷ 2 + 1), north)
    for _ in 1:steps
        step!(grid, ant)
    end
    grid, ant
end

grid, ant = run(11, 200)
for r in axes(grid, 1)
    println(join(b ? '#' : '.' for b in grid[r, :]))
end
println("ant at ", ant.pos, " facing ", ant.heading, "; black cells: ", count(grid))
#= expect
...........
...####....
..#....#...
.###....#..
.########..
..##.#..#..
..#...#.##.
...###.###.
.###....#..
....####...
...........
ant at (8, 2) facing north; black cells: 40
=#
