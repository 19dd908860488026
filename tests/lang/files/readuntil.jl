# readuntil on an IOBuffer, an open file and a file by name.
io = IOBuffer("key=value;next=2;;end")
println(repr(readuntil(io, '=')), " ", repr(readuntil(io, ';')), " ", repr(readuntil(io, ";;"; keep = true)), " ", repr(readuntil(io, 'x')), " ", repr(readuntil(io, 'x')))
dir = mktempdir()
path = joinpath(dir, "data.txt")
write(path, "header\n--\nbody text\n")
open(path) do f
    println(repr(readuntil(f, "--")), " ", repr(readline(f)), " ", repr(readuntil(f, ' ')), " ", eof(f))
end
println(repr(readuntil(path, "\n"; keep = true)))
rm(dir; recursive = true)
#= expect
"key" "value" "next=2;;" "end" ""
"header\n" "" "body" false
"header\n"
=#
