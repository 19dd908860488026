# Anonymous functions and do blocks are closures (Julia manual, "Anonymous
# Functions", "Do-Block Syntax").
sq = x -> x^2
add = (a, b) -> a + b
noargs = () -> 42
typed = (x::Int) -> x + 1
r = map(x -> 2x, [1, 2])
open("file.txt") do io
    write(io, "text")
end
foreach(xs) do x
    println(x)
end
