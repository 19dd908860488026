# Path functions: pure string operations on '/'-separated paths.
println(basename("/a/b/c.txt"), " ", dirname("/a/b/c.txt"))
println(splitext("a/b.txt"), " ", splitext(".bashrc"), " ", splitext("a.tar.gz"))
println(splitdir("a/b.txt"), " ", splitdir("/a"), " ", splitdir("a"))
println(normpath("a/./b/../c"), " ", normpath("/a/../../b"), " ", normpath("../x/./"))
println(joinpath("a", "b", "c.txt"), " ", joinpath("a/", "b"), " ", joinpath("a", "/b"))
println(isabspath("/x"), " ", isabspath("x"))
println(abspath("/a/b/../c"))
println(splitpath("/a/b/c"))
println(repr(basename("a/b/")), " ", repr(dirname("file.txt")))
println(pwd() == realpath("."))
println(abspath("q") == joinpath(pwd(), "q"))
println(homedir() == ENV["HOME"])
println(startswith(tempname(), tempdir()))
#= expect
c.txt /a/b
("a/b", ".txt") (".bashrc", "") ("a.tar", ".gz")
("a", "b.txt") ("/", "a") ("", "a")
a/c /b ../x/
a/b/c.txt a/b /b
true false
/a/c
["/", "a", "b", "c"]
"" ""
true
true
true
true
=#
