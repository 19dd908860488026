# walkdir bottom-up, readdir with join, cp and mv of existing targets (force),
# rm of a non-empty directory, stat of a missing path, mktemp, touch, path helpers.
d = mktempdir()
cd(d) do
    mkpath("a/b")
    write("a/x.txt", "1")
    write("a/b/y.txt", "22")
    for (root, dirs, files) in walkdir("a"; topdown = false)
        println(root, " ", dirs, " ", files)
    end
    println(readdir("a"; join = true))
    cp("a", "c")
    println(readdir("c"), " ", read("c/b/y.txt", String))
    try
        cp("a", "c")
    catch e
        println(typeof(e))
        showerror(stdout, e)
        println()
    end
    cp("a", "c"; force = true)
    write("z.txt", "z")
    try
        mv("z.txt", "a/x.txt")
    catch e
        println(typeof(e))
        showerror(stdout, e)
        println()
    end
    mv("z.txt", "a/x.txt"; force = true)
    println(read("a/x.txt", String))
    try
        rm("a")
    catch e
        println(typeof(e))
        showerror(stdout, e)
        println()
    end
    println(filesize("nope"), " ", mtime("nope"), " ", isfile("nope"))
    p, io = mktemp(); println(isfile(p)); close(io); rm(p)
    println(startswith(tempname(), tempdir()))
    touch("t"); println(filesize("t"))
    println(abspath("q") == joinpath(pwd(), "q"), " ", realpath(".") == realpath(pwd()))
    println(isabspath("/x"), " ", splitdrive("/a/b"), " ", relpath("/a/b/c", "/a"), " ", normpath("a//b/../c/"))
end
rm(d; recursive = true)
#= expect
a/b String[] ["y.txt"]
a ["b"] ["x.txt"]
["a/b", "a/x.txt"]
["b", "x.txt"] 22
ArgumentError
ArgumentError: 'c' exists. `force=true` is required to remove 'c' before copying.
ArgumentError
ArgumentError: 'a/x.txt' exists. `force=true` is required to remove 'a/x.txt' before moving.
z
Base.IOError
IOError: rmdir("a"): directory not empty (ENOTEMPTY)
0 0.0 false
true
true
0
true true
true ("", "/a/b") b/c a/c/
=#
