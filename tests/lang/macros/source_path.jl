# @__FILE__ is the absolute path of the file being run and @__DIR__ its
# directory (Julia manual, "Code Loading"), whatever the working directory,
# inside functions too.
f = @__FILE__
d = @__DIR__
println(startswith(f, "/"))
println(endswith(f, "/macros/source_path.jl"))
println(f == d * "/source_path.jl")
println(occursin("/./", f) || occursin("//", f))
g() = @__FILE__
println(g() == f)
h() = @__DIR__
println(h() == d)
#= expect
true
true
true
false
true
true
=#
