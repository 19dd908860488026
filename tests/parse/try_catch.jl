try
    risky()
catch e
    println("caught: ", e)
end

try
    risky()
catch
    println("caught something")
end

try
    risky()
finally
    cleanup()
end

try
    risky()
catch e
    handle(e)
finally
    cleanup()
end

try
    x = parse(Int, s)
catch err
    if err isa ArgumentError
        rethrow()
    end
end

try risky() catch; nothing end

throw(DomainError(x, "must be positive"))
error("failed: $x")
