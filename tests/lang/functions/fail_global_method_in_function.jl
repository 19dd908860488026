# A global method defined inside a function body is Julia's syntax error for the whole
# top-level statement, raised when that statement is reached (the code before it runs).
println("start")
h(x) = 2x
println(h(2))
function f()
    global g(x) = x + 1
    g(1)
end
println("not reached")
#= expect
start
4
=#
#= expect-stderr-prefix
ERROR: LoadError: syntax: Global method definition around <*>fail_global_method_in_function.jl:7 needs to be placed at the top level, or use "eval".
=#
#= exit: 1 =#
