# break and continue; a break in `for i in a, j in b` leaves both loops.
for i in 1:10
    i % 2 == 0 && continue
    i > 7 && break
    print(i, ",")
end
println()
function find_pair(target)
    for i in 1:9, j in i:9
        if i * j == target
            return (i, j)
        end
    end
    return nothing
end
println(find_pair(24))
println(find_pair(97))
for i in 1:3, j in 1:3
    j == 2 && break
    print((i, j), ";")
end
println()
for i in 1:3
    for j in 1:3
        j == 2 && break
        print((i, j), ";")
    end
end
println()
for i in 1:3, j in 1:3
    j == 2 && continue
    print((i, j), ";")
end
println()
#= expect
1,3,5,7,
(3, 8)
nothing
(1, 1);
(1, 1);(2, 1);(3, 1);
(1, 1);(1, 3);(2, 1);(2, 3);(3, 1);(3, 3);
=#
