# Advent-of-Code style: read the puzzle input that sits beside the script
const INPUT = joinpath(@__DIR__, "aoc_rope_bridge.txt")

const DIRS = Dict("R" => (1, 0), "L" => (-1, 0), "U" => (0, 1), "D" => (0, -1))

function simulate(moves, knots)
    rope = fill((0, 0), knots)
    seen = Set([(0, 0)])
    for (dir, n) in moves
        dx, dy = DIRS[dir]
        for _ in 1:n
            rope[1] = rope[1] .+ (dx, dy)
            for k in 2:knots
                d = rope[k-1] .- rope[k]
                if maximum(abs.(d)) > 1
                    rope[k] = rope[k] .+ sign.(d)
                end
            end
            push!(seen, rope[end])
        end
    end
    seen
end

lines = readlines(INPUT)
moves = [(d, parse(Int, n)) for (d, n) in split.(lines)]
println(length(lines), " moves, first ", moves[1], ", last ", moves[end])
println("total steps: ", sum(last, moves))
p1 = simulate(moves, 2)
println("part 1: ", length(p1))
println("part 2: ", length(simulate(moves, 10)))
xs = first.(collect(p1)); ys = last.(collect(p1))
println("x range ", extrema(xs), ", y range ", extrema(ys))
for y in maximum(ys):-1:minimum(ys)
    println(join((x, y) == (0, 0) ? 's' : (x, y) in p1 ? '#' : '.' for x in minimum(xs):maximum(xs)))
end
#= expect
8 moves, first ("R", 4), last ("R", 2)
total steps: 24
part 1: 13
part 2: 1
x range (0, 4), y range (0, 4)
..##.
...##
.####
....#
s###.
=#
