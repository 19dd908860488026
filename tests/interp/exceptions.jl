function f()
    try
        println("body")
        error("boom")
        println("not reached")
    catch e
        println("caught ", e.msg)
    finally
        println("finally")
    end
    "done"
end
println(f())
function g()
    try
        return 1
    finally
        println("cleanup on return")
    end
end
println(g())
function nested()
    try
        try
            error("inner")
        catch e
            println("rethrowing ", e.msg)
            rethrow()
        end
    catch e
        println("outer got ", e.msg)
    end
end
nested()
deep(n) = deep(n + 1) + 1
try
    deep(1)
catch e
    println(typeof(e))
end
try
    undefined_function_xyz()
catch e
    println(typeof(e))
end
try
    1 + "a"
catch e
    println(typeof(e))
end
#= expect
body
caught boom
finally
done
cleanup on return
1
rethrowing inner
outer got inner
StackOverflowError
UndefVarError
MethodError
=#
