# eachline(stdin) iterates over the lines of standard input.
function main()
    total = 0
    lines = 0
    for line in eachline(stdin)
        lines += 1
        for w in split(line)
            total += parse(Int, w)
        end
    end
    println(lines, " lines, sum ", total)
end
main()
#= stdin
1 2 3
4 5

6
=#
#= expect
4 lines, sum 21
=#
