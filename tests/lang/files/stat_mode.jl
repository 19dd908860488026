# stat's mode carries the file type above the permission bits (as st_mode);
# filemode, uperm, gperm, operm; isfile/isdir of a StatStruct.
d = mktempdir()
p = joinpath(d, "sub")
mkdir(p; mode = 0o700)
show(filemode(p))
println()
println(filemode(p), " ", uperm(p), " ", gperm(p), " ", operm(p))
s = stat(p)
println(isdir(s), " ", isfile(s), " ", s.mode & 0o170000 == 0o040000, " ", repr(uperm(s)))
f = joinpath(d, "a.txt")
write(f, "abc")
t = stat(f)
println(t.size, " ", t.mode & 0o170000 == 0o100000, " ", isfile(t), " ", filemode(t) == t.mode)
println(stat(joinpath(d, "none")).mode, " ", ispath(stat(joinpath(d, "none"))))
rm(d; recursive = true)
#= expect
0x00000000000041c0
16832 7 0 0
true false true 0x07
3 true true true
0 false
=#
