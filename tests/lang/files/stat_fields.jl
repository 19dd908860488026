# stat's fields in Julia's order and types (nlink, uid, gid, rdev, blksize, blocks,
# ctime ...), ctime/samefile, chmod, and the two printed forms of a StatStruct.
d = mktempdir()
f = joinpath(d, "a.txt")
write(f, "hello")
s = stat(f)
println(fieldnames(typeof(s)))
println(typeof(s.nlink), " ", s.nlink, " ", typeof(s.uid), " ", typeof(s.gid), " ", typeof(s.mode))
println(s.desc == f, " ", s.size, " ", s.ioerrno, " ", s.rdev, " ", s.inode > 0, " ", typeof(s.device))
println(typeof(s.ctime), " ", abs(s.ctime - time()) < 600, " ", s.mtime <= s.ctime + 1)
println(s.blksize > 0, " ", s.blocks >= 0, " ", typeof(s.blocks))
println(s.uid == stat(d).uid, " ", stat(d).nlink >= 2, " ", ctime(f) == s.ctime, " ", mtime(f) == s.mtime)
println(samefile(f, joinpath(d, ".", "a.txt")), " ", samefile(f, d), " ", s == stat(f))
println(isfifo(f), " ", issocket(f), " ", ischardev(f), " ", isblockdev(f), " ", issetuid(f), " ", issticky(d))
println(chmod(f, 0o640) == f, " ", string(filemode(f); base = 8), " ", uperm(f), gperm(f), operm(f))
chmod(f, 0o644)
println(Base.filemode_string(stat(f)), " ", Base.filemode_string(stat(d))[1], " ", Base.filemode_string(0o4755))
sub = joinpath(d, "sub")
mkdir(sub)
write(joinpath(sub, "b.txt"), "b")
chmod(sub, 0o750; recursive = true)
println(string(filemode(joinpath(sub, "b.txt")) & 0o777; base = 8), " ", string(filemode(sub) & 0o777; base = 8))
chmod(sub, 0o755)
try
    chmod(joinpath(d, "none"), 0o600)
catch e
    println(typeof(e), ": ", replace(sprint(showerror, e), d => "D"))
end
missingpath = stat(joinpath(d, "none"))
println(replace(sprint(show, missingpath), d => "D"))
println(replace(sprint(show, MIME"text/plain"(), missingpath), d => "D"))
println(ispath(missingpath), " ", missingpath.ioerrno, " ", missingpath.mode, " ", missingpath.size)
lines = split(sprint(show, MIME"text/plain"(), stat(f)), '\n')
println(length(lines), " ", replace(lines[1], d => "D"))
for k in (2, 5, 6, 9)
    println(lines[k])
end
println(startswith(lines[3], " device: "), " ", startswith(lines[4], "  inode: "),
        " ", startswith(lines[7], "    uid: $(s.uid)"), " ", startswith(lines[8], "    gid: $(s.gid)"),
        " ", startswith(lines[10], "  blksz: "), " ", startswith(lines[11], " blocks: "))
stamp = r"^  [mc]time: \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d{4} \((just now|\d+ seconds? ago)\)$"
println(occursin(stamp, lines[12]), " ", occursin(stamp, lines[13]))
one = sprint(show, stat(f))
println(startswith(one, "StatStruct(\"$f\" size: 5 bytes device: "), " ", endswith(one, ")"),
        " ", occursin(" mode: 0o100644 (-rw-r--r--) nlink: 1 uid: ", one))
rm(d; recursive = true)
#= expect
(:desc, :device, :inode, :mode, :nlink, :uid, :gid, :rdev, :size, :blksize, :blocks, :mtime, :ctime, :ioerrno)
Int64 1 UInt64 UInt64 UInt64
true 5 0 0 true UInt64
Float64 true true
true true Int64
true true true true
true false true
false false false false false false
true 100640 640
-rw-r--r-- d -rwsr-xr-x
750 750
Base.IOError: IOError: chmod("D/none", 0o600): no such file or directory (ENOENT)
StatStruct("D/none" ENOENT: no such file or directory)
StatStruct for "D/none"
 ENOENT: no such file or directory
false -2 0 0
13 StatStruct for "D/a.txt"
   size: 5 bytes
   mode: 0o100644 (-rw-r--r--)
  nlink: 1
   rdev: 0
true true true true true true
true true
true true true
=#
