# Looking ahead in a stream: peek (a byte or a Char, the position unchanged),
# skipchars (with a line comment), readavailable.
io = IOBuffer("abc\ndef")
println(peek(io), " ", peek(io, Char), " ", read(io, Char), " ", repr(String(readavailable(io))))
io = IOBuffer("  x")
skipchars(isspace, io)
println(read(io, String))
io = IOBuffer("  # note\n  y")
skipchars(isspace, io; linecomment = '#')
println(read(io, String))
d = mktempdir()
f = joinpath(d, "p.txt")
write(f, "Zq")
open(f) do s
    println(peek(s, Char), " ", read(s, Char), " ", read(s, Char), " ", eof(s))
end
rm(d; recursive = true)
#= expect
97 a a "bc\ndef"
x
y
Z Z q true
=#
