# A handler that logs and rethrows: the original exception reaches the top.
function load(name)
    try
        error("cannot load $name")
    catch e
        println("log: ", e.msg)
        rethrow()
    end
end
load("data.txt")
#= expect
log: cannot load data.txt
=#
#= expect-stderr-prefix
ERROR: LoadError: cannot load data.txt
=#
#= exit: 1 =#
