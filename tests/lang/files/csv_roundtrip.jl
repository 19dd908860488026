# Write a CSV file in a temporary directory, read it back, summarise it.
using Printf
dir = mktempdir()
path = joinpath(dir, "data.csv")
open(path, "w") do io
    println(io, "name,age,score")
    for (n, a, s) in [("ann", 31, 88.5), ("bo", 25, 92.0), ("cy", 40, 79.25)]
        println(io, n, ",", a, ",", s)
    end
end
println(isfile(path), " ", filesize(path), " ", basename(path), " ", splitext(path)[2])
rows = readlines(path)
println(length(rows), " ", rows[1])
header = split(rows[1], ',')
data = [split(r, ',') for r in rows[2:end]]
ages = [parse(Int, r[2]) for r in data]
scores = [parse(Float64, r[3]) for r in data]
@printf("mean age %.1f, best %s (%.2f)\n", sum(ages) / length(ages), data[argmax(scores)][1], maximum(scores))
open(path, "a") do io
    write(io, "dee,22,60.0\n")
end
println(countlines(path))
for (i, line) in enumerate(eachline(path))
    i > 2 && break
    println(i, ": ", line)
end
s = read(path, String)
println(length(s), " ", count(==('\n'), s))
println(tryparse(Int, "x12"), " ", tryparse(Float64, "1e3"))
mkpath(joinpath(dir, "sub", "deeper"))
touch(joinpath(dir, "sub", "a.txt"))
println(sort(readdir(dir)), " ", readdir(joinpath(dir, "sub")))
rm(dir; recursive = true)
println(isdir(dir))
#= expect
true 50 data.csv .csv
4 name,age,score
mean age 32.0, best bo (92.00)
5
1: name,age,score
2: ann,31,88.5
62 5
nothing 1000.0
["data.csv", "sub"] ["a.txt", "deeper"]
false
=#
