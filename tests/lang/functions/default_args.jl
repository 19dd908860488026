# Default positional arguments, which may refer to earlier arguments.
greet(name, greeting = "Hello") = "$greeting, $(name)!"
println(greet("Ann"))
println(greet("Bob", "Hi"))
function box(x, y = x * 2, z = x + y)
    (x, y, z)
end
println(box(1))
println(box(1, 5))
println(box(1, 5, 0))
scale = 3
scaled(x, k = scale) = x * k
println(scaled(2))
scale = 4
println(scaled(2))
#= expect
Hello, Ann!
Hi, Bob!
(1, 2, 3)
(1, 5, 6)
(1, 5, 0)
6
8
=#
