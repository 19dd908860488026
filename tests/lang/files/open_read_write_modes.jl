# Files opened for reading and writing ("r+", "w+", "a+" and the keyword forms):
# reads and writes share one position; an IOBuffer written after a seek overwrites.
d = mktempdir()
f = joinpath(d, "a.txt")
write(f, "line1\nline2\nline3\n")
io = open(f, "r+")
println(readline(io))
write(io, "X")
close(io)
println(repr(read(f, String)))
io = open(f, "w+")
write(io, "hello")
seekstart(io)
println(read(io, String))
close(io)
println(repr(read(f, String)))
io = open(f, "a+")
println(repr(read(io, String)))
write(io, " world")
seekstart(io)
println(read(io, String))
close(io)
println(repr(read(f, String)))
open(f; read = true, write = true) do io
    seek(io, 1)
    write(io, "E")
    seekstart(io)
    println(read(io, String))
end
println(read(f, String))
open(f; write = true) do io
    write(io, "new")
end
println(read(f, String))
open(f; append = true) do io
    write(io, "!")
end
println(read(f, String))
b = IOBuffer()
write(b, "hello")
seekstart(b)
write(b, "J")
println(String(take!(b)))
rm(d; recursive = true)
println(isdir(d))
#= expect
line1
"line1\nXine2\nline3\n"
hello
"hello"
""
hello world
"hello world"
hEllo world
hEllo world
new
new!
Jello
false
=#
