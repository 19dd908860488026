# Advent-of-Code style: a drawing of crate stacks and moves, read from the file beside the script
function parse_input(path)
    text = read(path, String)
    drawing, moves = split(text, "\n\n")
    rows = split(drawing, '\n')
    nstacks = length(split(rows[end]))
    stacks = [Char[] for _ in 1:nstacks]
    for row in reverse(rows[1:end-1])
        for (i, col) in enumerate(2:4:length(row))
            c = row[col]
            c == ' ' || push!(stacks[i], c)
        end
    end
    steps = [parse.(Int, m.captures) for m in eachmatch(r"move (\d+) from (\d+) to (\d+)", moves)]
    stacks, steps
end

function run_crane(stacks, steps; at_once = false)
    s = deepcopy(stacks)
    for (n, from, to) in steps
        moved = s[from][end-n+1:end]
        resize!(s[from], length(s[from]) - n)
        append!(s[to], at_once ? moved : reverse(moved))
    end
    String(last.(s))
end

stacks, steps = parse_input(joinpath(@__DIR__, "aoc_supply_stacks.txt"))
println(stacks)
println(steps)
println("part 1: ", run_crane(stacks, steps))
println("part 2: ", run_crane(stacks, steps; at_once = true))
println(map(length, stacks), " ", sum(first, steps))
#= expect
[['Z', 'N'], ['M', 'C', 'D'], ['P']]
[[1, 2, 1], [3, 1, 3], [2, 2, 1], [1, 1, 2]]
part 1: CMZ
part 2: MCD
[2, 3, 1] 7
=#
