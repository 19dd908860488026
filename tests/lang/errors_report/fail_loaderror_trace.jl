# An uncaught error in a script: `LoadError`, the frames with argument types and
# module, and the expression the script was running.
function check(x::Int, label::String)
    x < 0 && error("negative: " * label)
    return x
end
println(check(1, "a"))
check(-1, "b")
#= expect
1
=#
#= expect-stderr-prefix
ERROR: LoadError: negative: b
Stacktrace:
 [1] error(s::String)
<...>
 [2] check(x::Int64, label::String)
   @ Main <*>fail_loaderror_trace.jl:4
 [3] top-level scope
   @ <*>fail_loaderror_trace.jl:8
in expression starting at <*>fail_loaderror_trace.jl:8
=#
#= exit: 1 =#
