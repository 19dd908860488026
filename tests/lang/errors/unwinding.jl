# An exception unwinds through several calls, running each finally block.
function level3()
    try
        error("deep")
    finally
        println("level3 finally")
    end
end
function level2()
    try
        level3()
    finally
        println("level2 finally")
    end
end
function level1()
    try
        level2()
    catch e
        println("level1 caught ", e.msg)
    end
    println("level1 continues")
end
level1()
#= expect
level3 finally
level2 finally
level1 caught deep
level1 continues
=#
