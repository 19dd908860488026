# try ... catch ... else ... finally (Julia 1.8): `else` runs when the body threw
# nothing, outside the try (its errors are not caught there), before `finally`.
function attempt(x)
    try
        sqrt(x)
    catch e
        println("caught ", typeof(e))
        :failed
    else
        println("no error")
        :ok
    finally
        println("done")
    end
end
println(attempt(4.0))
println(attempt(-1.0))
r = try
    1 + 1
catch
    0
else
    10
end
println(r)
try
    try
        println("body")
    catch
        println("inner catch")
    else
        error("from else")
    end
catch e
    println("outer: ", e.msg)
end
kept = Int[]
for i in 1:3
    try
        i == 2 && throw(ArgumentError("two"))
    catch
        continue
    else
        push!(kept, i)
    end
end
println(kept)
ex = :(try
    a
catch e
    b
else
    c
end)
println(ex.head, " ", length(ex.args))
#= expect
no error
done
ok
caught DomainError
done
failed
10
body
outer: from else
[1, 3]
try 5
=#
