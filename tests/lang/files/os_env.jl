# ENV, Sys, time, IOBuffer and sprint.
ENV["KILN_TEST_VAR"] = "v1"
println(ENV["KILN_TEST_VAR"], " ", haskey(ENV, "KILN_TEST_VAR"), " ", get(ENV, "KILN_NOPE_VAR", "dflt"))
delete!(ENV, "KILN_TEST_VAR")
println(haskey(ENV, "KILN_TEST_VAR"))
try
    ENV["KILN_NOPE_VAR"]
catch e
    showerror(stdout, e)
    println()
end
println(Sys.islinux(), " ", Sys.iswindows(), " ", Sys.isapple(), " ", Sys.CPU_THREADS >= 1)
t = time()
println(t > 1.6e9, " ", typeof(t))
b = IOBuffer()
print(b, "x", 1)
write(b, 'y')
println(String(take!(b)))
println(repr(String(take!(b))))
b = IOBuffer("ab\ncd\n")
println(readline(b))
print(read(b, String))
println(eof(b))
io = IOBuffer()
write(io, "hello")
seekstart(io)
println(read(io, String))
println(sprint(show, "a"), " ", sprint(print, 1, 2))
#= expect
v1 true dflt
false
KeyError: key "KILN_NOPE_VAR" not found
true false false true
true Float64
x1y
""
ab
cd
true
hello
"a" 12
=#
