# Advent-of-Code style: monkeys passing items, parsed with regexes from the file beside the script
mutable struct Monkey
    items::Vector{Int}
    op::Function
    divisor::Int
    targets::Tuple{Int,Int}
    inspected::Int
end

function parse_monkey(block)
    lines = split(strip(block), '\n')
    items = parse.(Int, split(match(r"items: (.*)", lines[2])[1], ", "))
    m = match(r"new = old ([*+]) (\w+)", lines[3])
    operator = m[1] == "*" ? (*) : (+)
    operand = m[2]
    op = operand == "old" ? (old -> operator(old, old)) : (old -> operator(old, parse(Int, operand)))
    last_int(l) = parse(Int, match(r"(\d+)$", l)[1])
    Monkey(items, op, last_int(lines[4]), (last_int(lines[5]), last_int(lines[6])), 0)
end

function play!(monkeys, rounds, relief)
    modulus = prod(m.divisor for m in monkeys)
    for _ in 1:rounds, m in monkeys
        for item in m.items
            m.inspected += 1
            w = relief ? m.op(item) ÷ 3 : m.op(item) % modulus
            target = w % m.divisor == 0 ? m.targets[1] : m.targets[2]
            push!(monkeys[target+1].items, w)
        end
        empty!(m.items)
    end
    monkeys
end

business(ms) = prod(sort([m.inspected for m in ms], rev = true)[1:2])

text = read(joinpath(@__DIR__, "aoc_monkey_business.txt"), String)
blocks = split(text, "\n\n")
println(length(blocks), " monkeys")
ms = parse_monkey.(blocks)
println([m.divisor for m in ms], " ", [m.targets for m in ms])
println(ms[1].op(10), " ", ms[3].op(10))
ms1 = play!(deepcopy(ms), 20, true)
println([m.inspected for m in ms1])
println("part 1: ", business(ms1))
println(filter(!isempty, [m.items for m in ms1]))
ms2 = play!(deepcopy(ms), 10_000, false)
println([m.inspected for m in ms2])
println("part 2: ", business(ms2))
#= expect
4 monkeys
[23, 19, 13, 17] [(2, 3), (2, 0), (1, 3), (0, 1)]
190 100
[101, 95, 7, 105]
part 1: 10605
[[10, 12, 14, 26, 34], [245, 93, 53, 199, 115]]
[52166, 47830, 1938, 52013]
part 2: 2713310158
=#
