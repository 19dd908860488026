# Advent of Code 2022 day 3: rucksack compartments, set intersections, priorities
lines = split("""
vJrwpWtwJgWrhcsFMMfFFhFp
jqHRNqRjqzjGDLGLrsFMfFZSrLrFZsSL
PmmdzqPrVvPwwTWBwg
wMqvLMZHhHMvwLHjbvcjnnSBnvTQFn
ttgJtRGJQctTZtZT
CrZsJsPPZsGzwwsLwLmpwMDw""", '\n')

priority(c::Char) = islowercase(c) ? c - 'a' + 1 : c - 'A' + 27

function common(line::AbstractString)
    n = length(line) ÷ 2
    a, b = Set(line[1:n]), Set(line[n+1:end])
    only(intersect(a, b))
end

shared = common.(lines)
println(join(shared))
println(priority.(shared), " => ", sum(priority, shared))

badges = Char[]
for grp in Iterators.partition(lines, 3)
    s = reduce(intersect, Set.(grp))
    push!(badges, first(s))
end
println(badges, " ", sum(priority.(badges)))
println(priority('a'), " ", priority('z'), " ", priority('A'), " ", priority('Z'))
counts = Dict{Char,Int}()
for line in lines, c in line
    counts[c] = get(counts, c, 0) + 1
end
top = sort(collect(counts); by = p -> (-p[2], p[1]))[1:4]
println(join(["$(k)=$(v)" for (k, v) in top], ", "))
#= expect
pLPvts
[16, 38, 42, 22, 20, 19] => 157
['r', 'Z'] 70
1 26 27 52
w=12, F=8, L=8, M=7
=#
