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

function sleep(seconds::Real)
    seconds < 0 && throw(ArgumentError(string("cannot sleep for ", seconds, " seconds")))
    stop = Core.time_ns() + UInt64(round(seconds * 1.0e9))
    while Core.time_ns() < stop
    end
    return nothing
end

# GC: Kiln's collector runs on its own schedule; a requested collection is a no-op
# that returns nothing, and `enable` reports the previous state as Julia does.
module GC
import ..Base: Ref
const _enabled = Ref(true)
gc(full::Bool = true) = nothing
function enable(on::Bool)
    prev = _enabled[]
    _enabled[] = on
    return prev
end
end
