# A vararg method's frame has the types Julia compiles it for: at most one argument
# beyond its function's longest fixed argument list, the rest folded into
# `Vararg{T}` (T their common type, else the declared one); the argument names are
# shown only when each declared argument has exactly one type.
function f(x::Int, args...)
    error("boom")
end
g(x, y = 2, z = 3) = error("defaults")
total(xs::Int...) = error("sum")
first_frame(c) = try
    c()
catch
    string(stacktrace(catch_backtrace())[2])
end
println(first_frame(() -> f(1)))
println(first_frame(() -> f(1, 2)))
println(first_frame(() -> f(1, 2, 3)))
println(first_frame(() -> f(1, 2, "a", 3.0)))
println(first_frame(() -> g(1)))
println(first_frame(() -> total(1, 2, 3, 4)))
println(first_frame(() -> total()))
#= expect
f(::Int64) at stacktrace_vararg_frames.jl:6
f(x::Int64, args::Int64) at stacktrace_vararg_frames.jl:6
f(::Int64, ::Int64, ::Vararg{Int64}) at stacktrace_vararg_frames.jl:6
f(::Int64, ::Int64, ::Vararg{Any}) at stacktrace_vararg_frames.jl:6
g(x::Int64, y::Int64, z::Int64) at stacktrace_vararg_frames.jl:8
total(::Int64, ::Vararg{Int64}) at stacktrace_vararg_frames.jl:9
total() at stacktrace_vararg_frames.jl:9
=#
