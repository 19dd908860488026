# try/catch: Enter pushes a handler, Leave pops it on the normal path,
# the catch block reads the exception and ends with PopException (Julia
# manual, "The try/catch statement").
function safe_parse(s)
    try
        parse(Int, s)
    catch e
        println("bad input: ", e)
        0
    end
end
x = try
    error("boom")
catch
    -1
end
try
    risky()
catch
end
