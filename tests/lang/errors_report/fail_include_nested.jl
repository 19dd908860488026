# An error in an included file is a LoadError inside the script's LoadError, and
# each file names the first line of the top-level expression that was running
# (the `for`, the `let`), not the line that failed.
println("before")
let dir = @__DIR__
    include(joinpath(dir, "inc", "fails_in_loop.jl"))
end
#= expect
before
=#
#= expect-stderr-prefix
ERROR: LoadError: LoadError: stopped at 2
Stacktrace:
<...>
 [2] top-level scope
   @ <*>fails_in_loop.jl:5
<...>
in expression starting at <*>inc/fails_in_loop.jl:3
in expression starting at <*>fail_include_nested.jl:5
=#
#= exit: 1 =#
