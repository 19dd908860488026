# Stack traces as values: stacktrace(), catch_backtrace(), StackFrame fields,
# showerror with a backtrace, CapturedException.
function inner(x)
    st = stacktrace()
    return st
end
outer() = inner(1)
st = outer()
println(st[1].func, " ", st[2].func, " ", st[1].line, " ", basename(string(st[1].file)))
println(typeof(st[1]), " ", st isa Vector{StackTraces.StackFrame})
println(fieldnames(StackTraces.StackFrame)[1:3])
failing(n) = n > 2 ? error("too big: ", n) : failing(n + 1)
try
    failing(0)
catch e
    frames = stacktrace(catch_backtrace())
    names = [f.func for f in frames]
    println(count(==(:failing), names), " ", frames[findfirst(==(:failing), names)].line)
    c = CapturedException(e, catch_backtrace())
    println(c.ex.msg, " ", c isa Exception)
    text = sprint(showerror, e, catch_backtrace())
    println(split(text, '\n')[1], " | ", split(text, '\n')[2])
end
#= expect
inner outer 4 stacktrace_values.jl
Base.StackTraces.StackFrame true
(:func, :file, :line)
4 12
too big: 3 true
too big: 3 | Stacktrace:
=#
