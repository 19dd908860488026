# @assert throws AssertionError with the condition's text or a message.
@assert 1 + 1 == 2
@assert true "never shown"
try
    @assert 1 > 2
catch e
    println(typeof(e), ": ", e.msg)
end
function check_positive(x)
    @assert x >= 0 "x must be non-negative"
    sqrt(x)
end
println(check_positive(4.0))
try
    check_positive(-1)
catch e
    println(e.msg)
end
println("done")
#= expect
AssertionError: 1 > 2
2.0
x must be non-negative
done
=#
