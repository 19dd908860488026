# Counting N-queens solutions with a recursive closure.
function solve(n)
    cols = zeros(Int, n)
    found = 0
    function place(row)
        if row > n
            found += 1
            return
        end
        for c in 1:n
            ok = true
            for r in 1:row-1
                if cols[r] == c || abs(cols[r] - c) == row - r
                    ok = false
                    break
                end
            end
            if ok
                cols[row] = c
                place(row + 1)
            end
        end
    end
    place(1)
    found
end
for n in 4:8
    println(n, " ", solve(n))
end
#= expect
4 2
5 10
6 4
7 40
8 92
=#
