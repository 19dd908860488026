result = map([1, 2, 3]) do x
    x^2 + 1
end
println(result)
println(filter([5, 12, 7, 20]) do x
    x > 6
end)
function with_resource(f, name)
    println("open ", name)
    try
        return f(uppercase(name))
    finally
        println("close ", name)
    end
end
r = with_resource("db") do h
    println("using ", h)
    42
end
println(r)
s = sum(1:4) do i
    i * 10
end
println(s)
d = Dict("a" => 1)
v = get(d, "b") do
    println("computing default")
    0
end
println(v)
v2 = get!(() -> 99, d, "c")
println(v2, " ", d["c"])
foreach([1, 2]) do x; println("item ", x); end
#= expect
[2, 5, 10]
[12, 7, 20]
open db
using DB
close db
42
100
computing default
0
99 99
item 1
item 2
=#
