# Advent of Code 2022 day 5: crate stacks parsed from a drawing, moves by regex
drawing = [
    "    [D]    ",
    "[N] [C]    ",
    "[Z] [M] [P]",
    " 1   2   3 ",
]
moves = """
move 1 from 2 to 1
move 3 from 1 to 3
move 2 from 2 to 1
move 1 from 1 to 2"""

function parse_stacks(rows)
    n = parse(Int, split(rows[end])[end])
    stacks = [Char[] for _ in 1:n]
    for row in reverse(rows[1:end-1])
        for i in 1:n
            col = 4(i - 1) + 2
            col <= length(row) || continue
            c = row[col]
            c == ' ' || push!(stacks[i], c)
        end
    end
    stacks
end

const MOVE_RE = r"move (\d+) from (\d+) to (\d+)"

function run!(stacks, text; keep_order = false)
    for m in eachmatch(MOVE_RE, text)
        n, from, to = parse.(Int, m.captures)
        crates = [pop!(stacks[from]) for _ in 1:n]
        keep_order && reverse!(crates)
        append!(stacks[to], crates)
    end
    stacks
end

tops(stacks) = String([last(s) for s in stacks])

s1 = run!(parse_stacks(drawing), moves)
println("part 1: ", tops(s1))
s2 = run!(parse_stacks(drawing), moves; keep_order = true)
println("part 2: ", tops(s2))
for (i, s) in enumerate(s2)
    println(i, " ", String(s))
end
m = match(MOVE_RE, "move 12 from 3 to 7")
println(m.captures, " ", m[2], " ", length(collect(eachmatch(MOVE_RE, moves))))
#= expect
part 1: CMZ
part 2: MCD
1 M
2 C
3 PZND
Union{Nothing, SubString{String}}["12", "3", "7"] 3 4
=#
