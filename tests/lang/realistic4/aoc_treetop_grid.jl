# Advent-of-Code style grid puzzle: digits read from a file into a Matrix, scanned in four directions
const INPUT = """
30373
25512
65332
33549
35390
"""

function readgrid(path)
    lines = filter(!isempty, readlines(path))
    permutedims(reduce(hcat, [[c - '0' for c in l] for l in lines]))
end

function visible(g::Matrix{Int})
    n, m = size(g)
    vis = falses(n, m)
    for i in 1:n, j in 1:m
        h = g[i, j]
        vis[i, j] = all(<(h), g[i, 1:j-1]) || all(<(h), g[i, j+1:end]) ||
                    all(<(h), g[1:i-1, j]) || all(<(h), g[i+1:end, j])
    end
    vis
end

function viewing(line, h)
    k = findfirst(>=(h), line)
    k === nothing ? length(line) : k
end

function scenic(g, i, j)
    h = g[i, j]
    viewing(reverse(g[i, 1:j-1]), h) * viewing(g[i, j+1:end], h) *
        viewing(reverse(g[1:i-1, j]), h) * viewing(g[i+1:end, j], h)
end

path = joinpath(mktempdir(), "input.txt")
write(path, INPUT)
g = readgrid(path)
display(g)
v = visible(g)
println(count(v), " trees visible")
println(join([join(b ? '#' : '.' for b in row) for row in eachrow(v)], "\n"))
scores = [scenic(g, i, j) for i in axes(g, 1), j in axes(g, 2)]
best = argmax(scores)
println("best scenic score ", scores[best], " at ", Tuple(best))
println(size(g), " ", sum(g), " ", maximum(g, dims = 2)[:], " ", extrema(g))
println(g[2, :], " ", g[:, 3]', " ", vec(sum(g .>= 5, dims = 1)))
rm(dirname(path), recursive = true)
println(ispath(path))
#= expect
5×5 Matrix{Int64}:
 3  0  3  7  3
 2  5  5  1  2
 6  5  3  3  2
 3  3  5  4  9
 3  5  3  9  0
21 trees visible
#####
###.#
##.##
#.#.#
#####
best scenic score 8 at (4, 3)
(5, 5) 94 [7, 5, 6, 9, 9] (0, 9)
[2, 5, 5, 1, 2] [3 5 3 5 3] [1, 3, 2, 2, 1]
false
=#
