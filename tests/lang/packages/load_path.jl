# A folder on LOAD_PATH is a package directory (inc/Counter.jl); a folder with
# a Project.toml is an environment whose Manifest.toml `path` entry points at a
# developed package (inc/env -> inc/dev/Shout).
push!(LOAD_PATH, string(@__DIR__, "/inc"))
push!(LOAD_PATH, string(@__DIR__, "/inc/env"))
using Counter
using Shout
bump()
println(bump())
println(shout("kiln"))
println(Shout.shout("again"))
#= expect
2
KILN!
AGAIN!
=#
