map(xs) do x
    x + 1
end

open("file.txt") do io
    read(io, String)
end

foreach(pairs(d)) do (k, v)
    println(k, v)
end

f() do
    nothing
end

result = map(1:3, 4:6) do a, b
    a * b
end

get!(cache, key) do
    compute(key)
end
