# `return` at top level ends the current top-level statement only: in Julia
# every top-level statement is its own thunk.
if length(ARGS) == 0
    println("no arguments")
    return
end
println("after")
for a in ARGS
    a == "stop" && return
    println(a)
end
println("done")
