# print, println, show and write to an IOBuffer; sprint and repr.
io = IOBuffer()
print(io, "a", 1, 'c')
println(io, 2.5)
show(io, "q")
write(io, "w")
s = String(take!(io))
println(repr(s))
println(sprint(print, [1, 2]), " ", sprint(show, "x"), " ", sprint(io -> print(io, "hi")))
println(string(1, "-", 2.0), " ", repr(:sym), " ", repr([1.5]))
buf = IOBuffer("line1\nline2\n")
println(readline(buf), "|", readline(buf), "|", eof(buf))
#= expect
"a1c2.5\n\"q\"w"
[1, 2] "x" hi
1-2.0 :sym [1.5]
line1|line2|true
=#
