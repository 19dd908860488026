# rethrow() re-raises the exception being handled; a handler may throw a
# different exception instead.
function wrapper()
    try
        error("original")
    catch e
        println("logging: ", e.msg)
        rethrow()
    end
end
try
    wrapper()
catch e
    println("outer got: ", e.msg, " ", typeof(e))
end
function convert_error()
    try
        sqrt(-4.0)
    catch e
        e isa DomainError && throw(ArgumentError("converted"))
        rethrow()
    end
end
try
    convert_error()
catch e
    println(typeof(e), " ", e.msg)
end
#= expect
logging: original
outer got: original ErrorException
ArgumentError converted
=#
