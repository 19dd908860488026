# Tasks on one thread, as `julia` runs them by default (Julia manual,
# "Asynchronous Programming"): Task, schedule, yield, wait, fetch, Condition,
# notify, sleep, @async/@sync (lowering's macros.cc expands them into
# _async/_sync), locks. Each task runs on its own stack (the interpreter's
# tasks.cc); Core._task_switch(from, to) suspends the running task and runs
# another. The scheduler is here: a queue of runnable tasks, the sleepers'
# deadlines, and the wait queues of conditions.
#
# When no task can run and none sleeps, Julia waits forever; Kiln raises an
# error in the root task instead (a script that would hang ends with a report).

mutable struct Task
    code::Any
    result::Any
    state::Symbol            # :runnable, :done or :failed
    _isexception::Bool       # the value a wake-up delivers is to be thrown
    _value::Any              # the value a wake-up delivers
    donenotify::Any          # a Condition its waiters wait on, or nothing
    queue::Any               # the queue it is in (run queue, a wait queue), or nothing
    storage::Any
    sticky::Bool
    _started::Bool
    _sync::Any               # the @sync group its @async tasks join, or nothing
    _bound::Any              # channels to close when it ends (bind)
    Task(@nospecialize(f)) = new(f, nothing, :runnable, false, nothing, nothing, nothing,
                                 nothing, true, false, nothing, nothing)
end

struct TaskFailedException <: Exception
    task::Task
end

# The run queue: a FIFO with an index to its first element.
mutable struct _TaskQueue
    items::Vector{Any}
    head::Int
end
const _runq = _TaskQueue(Any[], 1)
const _current_ref = Any[nothing, nothing]  # the running task, the root task
const _sleepers = Any[]                     # (deadline in ns, task) pairs

function current_task()
    t = _current_ref[1]
    if t === nothing
        t = Task(nothing)
        t._started = true
        _current_ref[1] = t
        _current_ref[2] = t
    end
    return t::Task
end
_root_task() = (current_task(); _current_ref[2]::Task)

istaskdone(t::Task) = t.state === :done || t.state === :failed
istaskstarted(t::Task) = t._started
istaskfailed(t::Task) = t.state === :failed

function getproperty(t::Task, f::Symbol)
    f === :exception && return t.state === :failed ? getfield(t, :result) : nothing
    return getfield(t, f)
end

function show(io::IO, t::Task)
    print(io, "Task (", t.state, ") @0x", string(objectid(t), base = 16, pad = 16))
end

function _q_push!(q::_TaskQueue, t::Task)
    push!(q.items, t)
    t.queue = q
    return nothing
end
function _q_pop!(q::_TaskQueue)
    q.head > length(q.items) && return nothing
    t = q.items[q.head]
    q.items[q.head] = nothing
    q.head += 1
    if q.head > 64 && 2 * q.head > length(q.items)
        deleteat!(q.items, 1:q.head-1)
        q.head = 1
    end
    return t
end
function _q_delete!(q::_TaskQueue, t::Task)
    for i in q.head:length(q.items)
        if q.items[i] === t
            deleteat!(q.items, i)
            return nothing
        end
    end
    return nothing
end
# A task leaves the queue it is in (run queue, wait queue or the sleepers).
function _unqueue!(t::Task)
    q = t.queue
    t.queue = nothing
    if q === _sleepers
        t.queue = q
        _unqueue_sleeper!(t)
    elseif q isa _TaskQueue
        _q_delete!(q, t)
    elseif q isa Vector{Any}
        i = findfirst(x -> x === t, q)
        i === nothing || deleteat!(q, i)
    end
    return nothing
end

function enq_work(t::Task)
    (t.state === :runnable && t.queue === nothing) || error("schedule: Task not runnable")
    _q_push!(_runq, t)
    return t
end

schedule(t::Task) = enq_work(t)
function schedule(t::Task, @nospecialize(arg); error::Bool = false)
    t.state === :runnable || Base.error("schedule: Task not runnable")
    if error
        _unqueue!(t)
        t._isexception = true
    else
        t.queue === nothing || Base.error("schedule: Task not runnable")
    end
    t._value = arg
    return enq_work(t)
end

# Moves the sleepers whose time has come to the run queue, earliest deadline
# first (as timers fire), however late this runs.
function _wake_sleepers(now::UInt64)
    due = Any[]
    i = 1
    while i <= length(_sleepers)
        if _sleepers[i][1] <= now
            push!(due, _sleepers[i])
            deleteat!(_sleepers, i)
        else
            i += 1
        end
    end
    length(due) > 1 && sort!(due; by = p -> p[1])
    for (d, t) in due
        t.queue = nothing
        enq_work(t)
    end
    return nothing
end

# The next task to run; sleeps the process while only sleepers are left.
function _poptask()
    while true
        isempty(_sleepers) || _wake_sleepers(Core.time_ns())
        t = _q_pop!(_runq)
        if t !== nothing
            t.queue = nothing
            return t::Task
        end
        if !isempty(_sleepers)
            first_deadline = minimum(p -> p[1], _sleepers)
            _sleep_ns(first_deadline)
            continue
        end
        # No task can run: Julia would wait forever.
        root = _root_task()
        err = ErrorException("deadlock detected: no task can run and none is sleeping")
        current_task() === root && throw(err)
        schedule(root, err; error = true)
    end
end

function _sleep_ns(deadline::UInt64)
    while Core.time_ns() < deadline
    end
    return nothing
end

# Runs `next`, which must be runnable and in no queue; returns (or throws) what
# the task that wakes the current one delivers.
function _switchto(next::Task)
    ct = current_task()
    if next !== ct
        _current_ref[1] = next
        Core._task_switch(ct, next)
    end
    v = ct._value
    ct._value = nothing
    if ct._isexception
        ct._isexception = false
        throw(v)
    end
    return v
end

# Suspends the current task until something schedules it.
wait() = _switchto(_poptask())

function yield()
    ct = current_task()
    enq_work(ct)
    try
        wait()
    catch
        _unqueue!(ct)
        rethrow()
    end
end

function yieldto(t::Task, @nospecialize(x = nothing))
    istaskdone(t) && error("yieldto: Task not runnable")
    _unqueue!(t)
    t._value = x
    return _switchto(t)
end

function yield(t::Task, @nospecialize(x = nothing))
    ct = current_task()
    enq_work(ct)
    return yieldto(t, x)
end

# Run on the task's own stack by the interpreter: the task's function, then the
# task to run next.
function _task_entry(t::Task)
    t._started = true
    try
        t.result = t.code()
        t.state = :done
    catch e
        t.result = e
        t.state = :failed
    end
    c = t.donenotify
    c === nothing || notify(c)
    b = t._bound
    if b !== nothing
        for ch in b
            _close_bound(ch, t)
        end
    end
    next = _poptask()
    _current_ref[1] = next
    return next
end

# ---- Conditions ----
struct Condition
    waitq::Vector{Any}
    Condition() = new(Any[])
end

function wait(c::Condition)
    ct = current_task()
    push!(c.waitq, ct)
    ct.queue = c.waitq
    try
        return wait()
    catch
        _unqueue!(ct)
        rethrow()
    end
end

function notify(c::Condition, @nospecialize(arg = nothing); all::Bool = true, error::Bool = false)
    cnt = 0
    while !isempty(c.waitq)
        t = popfirst!(c.waitq)::Task
        t.queue = nothing
        schedule(t, arg; error = error)
        cnt += 1
        all || break
    end
    return cnt
end
notify_error(c::Condition, err) = notify(c, err; error = true)

# ---- Waiting for tasks ----
function _wait(t::Task)
    if !istaskdone(t)
        c = t.donenotify
        if c === nothing
            c = Condition()
            t.donenotify = c
        end
        while !istaskdone(t)
            wait(c)
        end
    end
    return nothing
end

function wait(t::Task)
    t === current_task() && error("deadlock detected: cannot wait on current task")
    _wait(t)
    istaskfailed(t) && throw(TaskFailedException(t))
    return nothing
end

function fetch(t::Task)
    wait(t)
    return t.result
end

# ---- @async, @sync, @task, Threads.@spawn ----
function _async(@nospecialize(f))
    t = Task(f)
    ct = current_task()
    g = ct._sync
    t._sync = g
    g === nothing || push!(g, t)
    schedule(t)
    return t
end
function _spawn(@nospecialize(f))
    t = _async(f)
    t.sticky = false
    return t
end

function _sync(@nospecialize(f))
    ct = current_task()
    outer = ct._sync
    g = Any[]
    ct._sync = g
    local v
    try
        v = f()
    finally
        ct._sync = outer
    end
    _sync_end(g)
    return v
end

function _sync_end(g::Vector{Any})
    local c_ex
    i = 1
    while i <= length(g)
        r = g[i]::Task
        _wait(r)
        if istaskfailed(r)
            if !@isdefined(c_ex)
                c_ex = CompositeException()
            end
            push!(c_ex, TaskFailedException(r))
        end
        i += 1
    end
    @isdefined(c_ex) && throw(c_ex)
    return nothing
end

struct CompositeException <: Exception
    exceptions::Vector{Any}
    CompositeException() = new(Any[])
    CompositeException(exceptions) = new(exceptions)
end
length(c::CompositeException) = length(c.exceptions)
push!(c::CompositeException, ex) = (push!(c.exceptions, ex); c)
isempty(c::CompositeException) = isempty(c.exceptions)
iterate(c::CompositeException, state...) = iterate(c.exceptions, state...)
eltype(::Type{CompositeException}) = Any

function showerror(io::IO, ex::CompositeException)
    if !isempty(ex)
        showerror(io, ex.exceptions[1])
        remaining = length(ex) - 1
        if remaining > 0
            print(io, "\n\n...and ", remaining, " more exception", remaining > 1 ? "s" : "", ".\n")
        end
    else
        print(io, "CompositeException()\n")
    end
end

function showerror(io::IO, ex::TaskFailedException)
    print(io, "TaskFailedException")
    println(io)
    print(io, "\n    nested task error: ")
    str = sprint(showerror, ex.task.result)
    print(io, replace(str, "\n" => "\n    "))
end

# ---- sleep and timedwait ----
function sleep(seconds::Real)
    seconds < 0 && throw(ArgumentError(string("cannot sleep for ", seconds, " seconds")))
    deadline = Core.time_ns() + UInt64(round(seconds * 1.0e9))
    ct = current_task()
    push!(_sleepers, (deadline, ct))
    ct.queue = _sleepers
    try
        wait()
    catch
        _unqueue_sleeper!(ct)
        rethrow()
    end
    return nothing
end
function _unqueue_sleeper!(t::Task)
    for i in 1:length(_sleepers)
        if _sleepers[i][2] === t
            deleteat!(_sleepers, i)
            break
        end
    end
    t.queue = nothing
    return nothing
end

function timedwait(testcb, timeout::Real; pollint::Real = 0.1)
    pollint >= 1e-3 || throw(ArgumentError("timedwait: invalid pollint value"))
    testcb() && return :ok
    start = Core.time_ns()
    limit = UInt64(round(timeout * 1.0e9))
    while true
        sleep(pollint)
        testcb() && return :ok
        Core.time_ns() - start >= limit && return :timed_out
    end
end

# ---- Locks: correct for tasks on one thread ----
abstract type AbstractLock end

mutable struct ReentrantLock <: AbstractLock
    locked_by::Any
    reentrancy_cnt::Int
    cond::Condition
    ReentrantLock() = new(nothing, 0, Condition())
end

islocked(l::ReentrantLock) = l.reentrancy_cnt != 0
function trylock(l::ReentrantLock)
    ct = current_task()
    if l.reentrancy_cnt == 0 || l.locked_by === ct
        l.locked_by = ct
        l.reentrancy_cnt += 1
        return true
    end
    return false
end
function lock(l::ReentrantLock)
    while !trylock(l)
        wait(l.cond)
    end
    return nothing
end
function unlock(l::ReentrantLock)
    l.locked_by === current_task() || error(l.reentrancy_cnt == 0 ? "unlock count must match lock count" :
                                            "unlock from wrong thread")
    l.reentrancy_cnt -= 1
    if l.reentrancy_cnt == 0
        l.locked_by = nothing
        notify(l.cond; all = false)
    end
    return nothing
end
function lock(f, l::AbstractLock)
    lock(l)
    try
        return f()
    finally
        unlock(l)
    end
end
function trylock(f, l::AbstractLock)
    if trylock(l)
        try
            return f()
        finally
            unlock(l)
        end
    end
    return false
end

# An event: once notified, waits return at once (until reset, when autoreset).
mutable struct Event
    notify::Condition
    autoreset::Bool
    set::Bool
    Event(autoreset::Bool = false) = new(Condition(), autoreset, false)
end
function wait(e::Event)
    if e.set
        e.autoreset && (e.set = false)
        return nothing
    end
    wait(e.notify)
    return nothing
end
function notify(e::Event)
    if !e.set
        e.set = true
        if e.autoreset
            isempty(e.notify.waitq) || (e.set = false)
            notify(e.notify; all = false)
        else
            notify(e.notify)
        end
    end
    return nothing
end
reset(e::Event) = (e.set = false; nothing)
