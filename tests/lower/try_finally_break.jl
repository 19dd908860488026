# break and continue out of a try block run its finally block first;
# leaving a catch block restores the exception stack (PopException).
function first_ok(items)
    for it in items
        try
            it === nothing && continue
            check(it) || break
        finally
            println("checked ", it)
        end
    end
    while true
        try
            return work()
        catch
            break
        end
    end
end
