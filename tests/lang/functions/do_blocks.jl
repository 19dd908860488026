# do blocks pass an anonymous function as the first argument.
r = map([1, 2, 3]) do x
    x * 2
end
println(r)
function with_resource(f, name)
    println("open ", name)
    result = f(name)
    println("close ", name)
    result
end
v = with_resource("file.txt") do n
    println("using ", n)
    length(n)
end
println(v)
s = sum([1, 2, 3]) do x
    x^2
end
println(s)
filtered = filter([5, 12, 7, 20]) do x
    x > 6
end
println(filtered)
products = map(1:3, 4:6) do a, b
    a * b
end
println(products)
#= expect
[2, 4, 6]
open file.txt
using file.txt
close file.txt
8
14
[12, 7, 20]
[4, 10, 18]
=#
