# Fields and default printing of built-in exception values.
try
    [1, 2, 3][5]
catch e
    println(e.a, " ", e.i)
    println(e)
end
try
    error("message text")
catch e
    println(e.msg)
    println(e)
end
try
    Dict(1 => 2)[3]
catch e
    println(e.key, " ", e)
end
try
    throw(DomainError(-1, "no negatives"))
catch e
    println(e.val, " ", e.msg)
end
try
    throw(ArgumentError("why"))
catch e
    println(e)
end
try
    div(1, 0)
catch e
    println(e)
end
#= expect
[1, 2, 3] (5,)
BoundsError([1, 2, 3], (5,))
message text
ErrorException("message text")
3 KeyError(3)
-1 no negatives
ArgumentError("why")
DivideError()
=#
