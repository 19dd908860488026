# A program reporting its own failure: a message on stderr, then exit(2)
# from inside a function.
function check(n)
    if n > 2
        println(stderr, "error: n is too large: ", n)
        exit(2)
    end
    println("n = ", n)
end
for n in 1:5
    check(n)
end
#= expect
n = 1
n = 2
=#
#= expect-stderr-prefix
error: n is too large: 3
=#
#= exit: 2 =#
