# showerror(io, e, catch_backtrace()) in a catch block: the error's message first
# (then its "Stacktrace:" section; the program's flow goes on as in Julia).
struct Overdrawn <: Exception
    by::Int
end
Base.showerror(io::IO, e::Overdrawn) = print(io, "overdrawn by ", e.by)
try
    throw(Overdrawn(5))
catch e
    bt = catch_backtrace()
    msg = sprint(showerror, e, bt)
    println(first(split(msg, '\n')))
end
try
    sqrt(-4.0)
catch err
    println(first(split(sprint(showerror, err, catch_backtrace()), '\n')))
end
println("done")
#= expect
overdrawn by 5
DomainError with -4.0:
done
=#
