# An uncaught TaskFailedException: the nested task's error, indented.
t = @async error("nested boom")
fetch(t)
#= expect
=#
#= expect-stderr-prefix
ERROR: LoadError: TaskFailedException

    nested task error: nested boom
=#
#= exit: 1 =#
