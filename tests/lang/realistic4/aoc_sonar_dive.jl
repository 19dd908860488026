# Advent-of-Code style: the input is written to a temporary directory, then read back line by line
function write_inputs(dir)
    open(joinpath(dir, "depths.txt"), "w") do io
        for d in (199, 200, 208, 210, 200, 207, 240, 269, 260, 263)
            println(io, d)
        end
    end
    write(joinpath(dir, "course.txt"), """
        forward 5
        down 5
        forward 8
        up 3
        down 8
        forward 2
        """)
end

function part1(depths)
    count(i -> depths[i] > depths[i-1], 2:length(depths))
end
part2(depths) = part1([sum(depths[i:i+2]) for i in 1:length(depths)-2])

function dive(lines; aim_mode = false)
    pos = depth = aim = 0
    for line in lines
        cmd, n = split(line)
        x = parse(Int, n)
        if cmd == "forward"
            pos += x
            aim_mode && (depth += aim * x)
        elseif cmd == "down"
            aim_mode ? (aim += x) : (depth += x)
        elseif cmd == "up"
            aim_mode ? (aim -= x) : (depth -= x)
        else
            error("unknown command $cmd")
        end
    end
    (; pos, depth, product = pos * depth)
end

mktempdir() do dir
    write_inputs(dir)
    println(sort(readdir(dir)))
    depths = parse.(Int, readlines(joinpath(dir, "depths.txt")))
    println("part 1: ", part1(depths))
    println("part 2: ", part2(depths))
    path = joinpath(dir, "course.txt")
    println(isfile(path), " ", filesize(path), " bytes, ", countlines(path), " lines")
    r1 = open(io -> dive(eachline(io)), path)
    println("dive: ", r1)
    r2 = dive(eachline(path); aim_mode = true)
    println("aimed: ", r2.pos, " × ", r2.depth, " = ", r2.product)
    first_line = open(readline, path)
    println(repr(first_line), " ", repr(read(path, String)[1:10]))
end
#= expect
["course.txt", "depths.txt"]
part 1: 7
part 2: 5
true 49 bytes, 6 lines
dive: (pos = 15, depth = 10, product = 150)
aimed: 15 × 60 = 900
"forward 5" "forward 5\n"
=#
