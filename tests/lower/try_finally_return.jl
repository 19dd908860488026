# finally runs on every way out of the try block: normal completion, an
# exception (then it is rethrown), and return.
function with_cleanup(x)
    try
        x < 0 && return "negative"
        x * 2
    catch err
        rethrow()
    finally
        println("cleanup")
    end
end
