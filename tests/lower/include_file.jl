# include("file.jl") at top level is the Include statement; the runtime
# lowers and runs that file in the current module.
include("helpers.jl")
for name in ("a.jl", "b.jl")
    include(name)
end
