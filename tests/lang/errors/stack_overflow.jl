# Unbounded recursion throws StackOverflowError, which can be caught.
infinite(n) = infinite(n + 1) + 1
try
    infinite(0)
catch e
    println(typeof(e))
end
println("still running")
#= expect
StackOverflowError
still running
=#
