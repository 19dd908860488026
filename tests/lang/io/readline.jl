# readline() reads one line without its newline; at the end of input it
# returns "".
name = readline()
n = parse(Int, readline())
println("name=", name, " n=", n * 2)
rest = readline()
println(repr(rest))
println(repr(readline()))
#= stdin
Ada
21
last line
=#
#= expect
name=Ada n=42
"last line"
""
=#
