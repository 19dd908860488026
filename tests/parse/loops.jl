while x > 0
    x -= 1
end

for x in xs
    println(x)
end

for i = 1:n
    s += i
end

for i = 1:n, j = 1:m
    A[i, j] = i + j
end

for (k, v) in d
    println(k, v)
end

for x ∈ xs
    x
end

for i in 1:10
    if i == 3
        continue
    end
    if i == 8
        break
    end
end

while true
    break
end

for (i, x) in enumerate(xs), y in ys
    f(i, x, y)
end
