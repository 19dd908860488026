# Advent of Code 2022 day 1 style: groups of numbers separated by blank lines
const INPUT = """
1000
2000
3000

4000

5000
6000

7000
8000
9000

10000
"""

function parse_groups(text::AbstractString)
    groups = Vector{Vector{Int}}()
    current = Int[]
    for line in split(text, '\n')
        if isempty(strip(line))
            isempty(current) || push!(groups, current)
            current = Int[]
        else
            push!(current, parse(Int, line))
        end
    end
    isempty(current) || push!(groups, current)
    return groups
end

groups = parse_groups(INPUT)
println("groups: ", length(groups))
totals = sum.(groups)
println("totals: ", totals)
best, idx = findmax(totals)
println("part 1: ", best, " (elf ", idx, ")")
top3 = sort(totals; rev = true)[1:3]
println("part 2: ", sum(top3), " from ", top3)
println("sizes: ", map(length, groups), " ", extrema(totals))
for (i, g) in enumerate(groups)
    i > 2 && break
    println(i, ": ", join(g, "+"), " = ", sum(g))
end
#= expect
groups: 5
totals: [6000, 4000, 11000, 24000, 10000]
part 1: 24000 (elf 4)
part 2: 45000 from [24000, 11000, 10000]
sizes: [3, 1, 2, 3, 1] (4000, 24000)
1: 1000+2000+3000 = 6000
2: 4000 = 4000
=#
