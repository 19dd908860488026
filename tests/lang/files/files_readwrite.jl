# Files in a temporary directory (removed at the end): open modes and the do form,
# reading whole files and lines, directories, copy, move, walkdir.
d = mktempdir()
cd(d) do
    open("a.txt", "w") do io
        println(io, "line1")
        write(io, "line2\n")
    end
    println(isfile("a.txt"), " ", isdir("."), " ", ispath("a.txt"), " ", isfile("."), " ", isdir("a.txt"))
    print(read("a.txt", String))
    println(readlines("a.txt"))
    for l in eachline("a.txt")
        println(uppercase(l))
    end
    open("a.txt", "a") do io
        println(io, "line3")
    end
    println(readline("a.txt"))
    println(countlines("a.txt"))
    io = open("a.txt")
    println(readline(io))
    println(readline(io; keep = true) == "line2\n")
    print(read(io, String))
    println(eof(io))
    close(io)
    println(filesize("a.txt"), " ", filesize("nope.txt"))
    f = open("b.txt", "w")
    print(f, 1, " ", 2.5)
    println(f)
    write(f, 'x')
    close(f)
    println(repr(read("b.txt", String)))
    println(write("c.txt", "hello"))
    println(read("c.txt", String))
    mkdir("sub")
    mkpath(joinpath("x", "y"))
    mkpath(joinpath("x", "y"))
    println(readdir())
    cp("a.txt", joinpath("sub", "copy.txt"))
    mv("c.txt", joinpath("sub", "moved.txt"))
    println(readdir("sub"))
    println(readdir("sub"; join = true))
    println(read(joinpath("sub", "copy.txt"), String) == read("a.txt", String))
    for (root, dirs, files) in walkdir(".")
        println(root, " ", dirs, " ", files)
    end
    rm("b.txt")
    rm("nope.txt"; force = true)
    rm("x"; recursive = true)
    println(readdir())
end
rm(d; recursive = true)
println(isdir(d))
#= expect
true true true false false
line1
line2
["line1", "line2"]
LINE1
LINE2
line1
3
line1
true
line3
true
18 0
"1 2.5\nx"
5
hello
["a.txt", "b.txt", "c.txt", "sub", "x"]
["copy.txt", "moved.txt"]
["sub/copy.txt", "sub/moved.txt"]
true
. ["sub", "x"] ["a.txt", "b.txt"]
./sub String[] ["copy.txt", "moved.txt"]
./x ["y"] String[]
./x/y String[] String[]
["a.txt", "sub"]
false
=#
