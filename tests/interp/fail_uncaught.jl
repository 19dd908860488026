function check(x)
    x < 0 && error("negative input")
    x
end
println(check(1))
check(-1)
println("not reached")
#= expect
1
=#
#= expect-stderr-prefix
ERROR: LoadError: negative input
=#
#= exit: 1 =#
