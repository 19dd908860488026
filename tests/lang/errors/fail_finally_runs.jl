# finally blocks run before an uncaught exception ends the program.
function work()
    try
        println("working")
        throw(ArgumentError("broken input"))
    finally
        println("cleanup")
    end
end
work()
println("not reached")
#= expect
working
cleanup
=#
#= expect-stderr-prefix
ERROR: LoadError: ArgumentError: broken input
=#
#= exit: 1 =#
