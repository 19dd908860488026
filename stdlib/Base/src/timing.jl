# Time: time_ns (monotonic), time, sleep, and the functions @time and @elapsed
# expand to (docs/lowering.md, "Built-in macros").

# Seconds as a Float64 from the monotonic clock (differences are what matter).

# The opaque start state of a measurement.
_time_start() = Core.time_ns()
_elapsed(start) = Float64(Core.time_ns() - start) / 1.0e9

"""
    _time_print(start[, label])

Prints Julia's `@time` line for the time since `start`, e.g. `  0.000004 seconds`
(Kiln does not count allocations, so none are reported).
"""
function _time_print(start, label = nothing)
    t = _elapsed(start)
    s = Core.Intrinsics.float_format(t, "%.6f")
    if label === nothing
        length(s) < 10 && print(" "^(10 - length(s)))
    else
        print(label, ": ")
    end
    println(s, " seconds")
    return nothing
end

# sleep: tasks.jl (other tasks run meanwhile).
