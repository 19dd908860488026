function f(n)
    i = 0
    @label top
    i += 1
    if i < n
        @goto top
    end
    return i
end
println(f(5))
function g()
    for i in 1:3, j in 1:3
        if i*j == 4
            @goto done
        end
    end
    println("not reached")
    @label done
    println("done")
end
g()
function search(m)
    local result
    for i in 1:size(m, 1), j in 1:size(m, 2)
        if m[i, j] == 0
            result = (i, j)
            @goto found
        end
    end
    return nothing
    @label found
    return "zero at $(result)"
end
println(search([1 2; 3 0]))
println(search([1 2; 3 4]))
function withfinally()
    try
        println("in try")
        @goto out
    finally
        println("finally runs")
    end
    println("skipped")
    @label out
    println("after")
end
withfinally()
function retry_loop()
    attempts = 0
    @label again
    attempts += 1
    if attempts < 3
        println("attempt ", attempts)
        @goto again
    end
    attempts
end
println(retry_loop())
#= expect
5
done
zero at (2, 2)
nothing
in try
finally runs
after
attempt 1
attempt 2
3
=#
