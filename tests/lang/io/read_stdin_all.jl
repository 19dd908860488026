# read(stdin, String) returns everything on standard input.
s = read(stdin, String)
println(length(s))
print(uppercase(s))
println(count(==('\n'), s))
#= stdin
hello
world
=#
#= expect
12
HELLO
WORLD
2
=#
