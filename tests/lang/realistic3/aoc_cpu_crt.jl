# Advent of Code 2022 day 10 style: a tiny CPU, signal strengths, and a CRT picture
program = split("""
noop
addx 3
addx -5
addx 8
noop
addx -2
addx 1
addx 4
noop
addx -7""")

function trace(prog)
    x = 1
    history = Int[]          # value of X during each cycle
    i = 1
    while i <= length(prog)
        op = prog[i]
        if op == "noop"
            push!(history, x)
            i += 1
        elseif op == "addx"
            v = parse(Int, prog[i+1])
            push!(history, x, x)
            x += v
            i += 2
        else
            error("bad op $op")
        end
    end
    history, x
end

hist, final = trace(program)
println(length(hist), " cycles, final X = ", final)
println(hist)
strength = [c * hist[c] for c in 2:4:length(hist)]
println(strength, " total ", sum(strength))
width = 5
for row in Iterators.partition(1:length(hist), width)
    line = map(row) do c
        pos = (c - 1) % width
        abs(hist[c] - pos) <= 1 ? '#' : '.'
    end
    println(String(line))
end
try
    trace(["mul", "2"])
catch e
    println(sprint(showerror, e))
end
#= expect
17 cycles, final X = 3
[1, 1, 1, 4, 4, -1, -1, 7, 7, 7, 5, 5, 6, 6, 10, 10, 10]
[2, -6, 70, 84] total 150
#####
#....
.....
..
bad op mul
=#
