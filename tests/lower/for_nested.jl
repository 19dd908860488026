# for i = a, j = b nests the loops: break leaves both, continue continues
# the inner one; the inner range is evaluated for every i.
function pairs_below(n)
    count = 0
    for i = 1:n, j = i:n
        j == 3 && continue
        i * j > 10 && break
        count += 1
    end
    count
end
