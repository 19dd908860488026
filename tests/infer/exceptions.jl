# Exceptions: a call that always throws returns Union{}; try/catch joins the
# states of the protected statements into the handler; effects lose nothrow.
fail(x::Int) = error("bad value")
guarded(x::Int) = try
    fail(x)
catch e
    -1
end
checked(x::Int) = x < 0 ? throw(ArgumentError("negative")) : x

function with_state(x::Int)
    y = 0
    try
        y = 1
        fail(x)
        y = 2
    catch
        y = y + 10
    end
    y
end

guarded(1)
checked(2)
with_state(3)
