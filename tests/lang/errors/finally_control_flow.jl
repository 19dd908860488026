# finally runs on continue, break and return.
function loop_with_finally()
    for i in 1:3
        try
            i == 2 && continue
            i == 3 && break
            println("body ", i)
        finally
            println("finally ", i)
        end
    end
    println("after loop")
end
loop_with_finally()
function ret()
    try
        return "from try"
    finally
        println("finally before return")
    end
end
println(ret())
#= expect
body 1
finally 1
finally 2
finally 3
after loop
finally before return
from try
=#
