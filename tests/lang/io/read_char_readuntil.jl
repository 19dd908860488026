# read(stdin, Char) takes characters (not bytes) of the input; readuntil on stdin and on an
# IOBuffer (a Char or String delimiter, keep); the readers that follow go on from there.
c1 = read(stdin, Char); c2 = read(stdin, Char)
println(c1, c2, "|", readline(), "|", readuntil(stdin, ';'), "|", collect(eachline(stdin)), "|", eof(stdin))
io = IOBuffer("key1=val1;key2=val2")
println(readuntil(io, '='), " ", readuntil(io, ';'), " ", readuntil(io, "=", keep=true), " ", read(io, String))
io = IOBuffer("a--b--c")
println(repr(readuntil(io, "--")), " ", repr(readuntil(io, "--"; keep=true)), " ", repr(readuntil(io, "--")), " ", repr(readuntil(io, 'x')))
io = IOBuffer(";x")
println(repr(readuntil(io, ';')), " ", repr(readuntil(io, 'q')))
#= stdin
héllo
x;y
z
=#
#= expect
hé|llo|x|["y", "z"]|true
key1 val1 key2= val2
"a" "b--" "c" ""
"" "x"
=#
