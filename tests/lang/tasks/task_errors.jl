# An error in a task: wait/fetch raise TaskFailedException, @sync gathers the
# failures in a CompositeException, a channel bound to a failing producer
# raises its failure.
t = @async error("boom")
try
    wait(t)
catch e
    println(typeof(e))
    println(e.task === t, " ", istaskfailed(t), " ", istaskdone(t))
    println(sprint(showerror, e.task.exception))
end
try
    fetch(@async throw(ArgumentError("bad input")))
catch e
    println(e isa TaskFailedException, " ", e.task.exception)
end

try
    @sync begin
        @async error("first")
        @async println("fine")
        @async error("second")
    end
catch e
    println(typeof(e))
    println(length(e.exceptions))
    for x in e.exceptions
        println(typeof(x), ": ", x.task.exception.msg)
    end
end

ch = Channel{Int}(1) do c
    put!(c, 1)
    error("producer failed")
end
println(take!(ch))
try
    take!(ch)
catch e
    println(typeof(e), ": ", e.task.exception.msg)
end
#= expect
TaskFailedException
true true true
boom
true ArgumentError("bad input")
fine
CompositeException
2
TaskFailedException: first
TaskFailedException: second
1
TaskFailedException: producer failed
=#
