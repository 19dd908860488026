# error("...") throws an ErrorException; only its message is printed.
function check(x)
    x > 10 && error("value too large: $x")
    x
end
println(check(5))
check(50)
#= expect
5
=#
#= expect-stderr-prefix
ERROR: LoadError: value too large: 50
=#
#= exit: 1 =#
