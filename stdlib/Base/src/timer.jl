# Timer: wakes its waiters (and runs its callback, as a task of its own) after
# `delay` seconds, then every `interval` seconds until closed; a timer without an
# interval closes after firing once. errormonitor returns the task it is given.

mutable struct Timer
    cond::Condition
    isopen::Bool
    fired::Bool
end
function Timer(delay::Real; interval::Real = 0.0)
    return _start_timer(Timer(Condition(), true, false), nothing, delay, interval)
end
function Timer(cb::Function, delay::Real; interval::Real = 0.0)
    return _start_timer(Timer(Condition(), true, false), cb, delay, interval)
end
function _start_timer(t::Timer, cb, delay::Real, interval::Real)
    delay < 0 && throw(ArgumentError(string("timer cannot have negative timeout of ", delay, " seconds")))
    interval < 0 && throw(ArgumentError(string("timer cannot repeat with negative interval of ", interval, " seconds")))
    schedule(Task(() -> _timer_loop(t, cb, delay, interval)))
    return t
end
function _timer_loop(t::Timer, cb, delay::Real, interval::Real)
    sleep(delay)
    while t.isopen
        t.fired = true
        interval > 0 || (t.isopen = false)
        notify(t.cond)
        cb === nothing || cb(t)
        t.isopen || break
        sleep(interval)
    end
    return nothing
end
function wait(t::Timer)
    t.isopen || (t.fired ? (return nothing) : throw(EOFError()))
    wait(t.cond)
    return nothing
end
function close(t::Timer)
    t.isopen = false
    notify(t.cond)
    return nothing
end
isopen(t::Timer) = t.isopen

errormonitor(t::Task) = t
