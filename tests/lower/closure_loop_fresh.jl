# Loop variables and loop-body locals are new in every iteration, so each
# closure sees its own (Julia manual, "Loops and Comprehensions").
function closures()
    fs = []
    for i in 1:3
        j = i * 10
        push!(fs, () -> i + j)
    end
    total = 0
    for k in 1:3
        push!(fs, () -> total)
        total += k
    end
    fs
end
