# Updating operators evaluate the place once (Julia manual, "Updating
# operators"): a[i] += 1 reads and writes a[i] with a and i evaluated once.
function bump!(a, i, p)
    a[i] += 1
    a[f(i)] *= 2
    p.count -= 1
    p.inner.total ÷= 2
    x = 1
    x ^= 3
    x <<= 1
    x
end
