# try/catch/finally ordering, try as an expression, nested handlers.
function risky(x)
    println("start ", x)
    try
        x < 0 && error("negative input")
        println("ok ", x)
        return x * 2
    catch e
        println("caught: ", e.msg)
        return -1
    finally
        println("finally ", x)
    end
end
println(risky(2))
println(risky(-2))
try
    throw(ArgumentError("bad"))
catch err
    println(typeof(err), ": ", err.msg)
end
r = try
    10
catch
    20
end
println(r)
r2 = try
    error("x")
catch
    20
end
println(r2)
try
    println("no error")
finally
    println("cleanup")
end
function nested()
    try
        try
            error("inner")
        finally
            println("inner finally")
        end
    catch e
        println("outer caught ", e.msg)
    end
end
nested()
#= expect
start 2
ok 2
finally 2
4
start -2
caught: negative input
finally -2
-1
ArgumentError: bad
10
20
no error
cleanup
inner finally
outer caught inner
=#
