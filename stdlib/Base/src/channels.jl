# Channels (Julia manual, "Channels"): a FIFO between tasks, buffered
# (Channel{T}(n)) or unbuffered (Channel{T}(0): put! waits for a taker), the
# producer form Channel(f), iteration until closed, bind to a task. The tasks
# waiting on a channel wait on its Conditions (tasks.jl).

abstract type AbstractChannel{T} end

mutable struct Channel{T} <: AbstractChannel{T}
    cond_take::Condition   # takers waiting for an item
    cond_wait::Condition   # wait(c): waiting for an item to be there
    cond_put::Condition    # putters waiting for room (or, unbuffered, for a taker)
    state::Symbol
    excp::Any              # why it was closed, or nothing
    data::Vector{T}
    sz_max::Int
    function Channel{T}(sz::Integer = 0) where {T}
        sz < 0 && throw(ArgumentError("Channel size must be either 0, a positive integer or Inf"))
        return new{T}(Condition(), Condition(), Condition(), :open, nothing, T[], Int(sz))
    end
end

function Channel{T}(sz::Float64) where {T}
    sz == Inf || throw(ArgumentError("Channel size must be either 0, a positive integer or Inf"))
    return Channel{T}(typemax(Int))
end
Channel(sz::Real = 0) = Channel{Any}(sz)

# (Channel{T}(f, size; taskref, spawn) takes no keywords here: Channel(f; ctype) has them.)
Channel{T}(func::Function, size = 0) where {T} = _channel_task(T, func, size, nothing, false)
function _channel_task(T, func, size, taskref, spawn::Bool)
    chnl = Channel{T}(size)
    task = Task(() -> func(chnl))
    task.sticky = !spawn
    bind(chnl, task)
    schedule(task)
    taskref === nothing || (taskref[] = task)
    return chnl
end
function Channel(func::Function; ctype = Any, csize = 0, taskref = nothing, spawn::Bool = false,
                 threadpool = nothing)
    return _channel_task(ctype, func, csize, taskref, spawn)
end

eltype(::Type{<:AbstractChannel{T}}) where {T} = T

isbuffered(c::Channel) = c.sz_max > 0
isopen(c::Channel) = c.state === :open
closed_exception() = InvalidStateException("Channel is closed.", :closed)

# Items ready to take: buffered ones, or putters waiting on an unbuffered channel.
n_avail(c::Channel) = isbuffered(c) ? length(c.data) : length(c.cond_put.waitq)
isready(c::Channel) = n_avail(c) > 0
isempty(c::Channel) = isbuffered(c) ? isempty(c.data) : isempty(c.cond_put.waitq)
isfull(c::Channel) = isbuffered(c) ? length(c.data) >= c.sz_max : isempty(c.cond_take.waitq)

function check_channel_state(c::Channel)
    if !isopen(c)
        excp = c.excp
        excp !== nothing && throw(excp)
        throw(closed_exception())
    end
end

function close(c::Channel, excp::Exception = closed_exception())
    c.state === :open || return nothing
    c.state = :closed
    c.excp = excp
    notify_error(c.cond_take, excp)
    notify_error(c.cond_wait, excp)
    notify_error(c.cond_put, excp)
    return nothing
end

function bind(c::Channel, task::Task)
    if istaskdone(task)
        _close_bound(c, task)
    else
        b = task._bound
        if b === nothing
            b = Any[]
            task._bound = b
        end
        push!(b, c)
    end
    return c
end
function _close_bound(c::Channel, t::Task)
    isopen(c) || return nothing
    istaskfailed(t) ? close(c, TaskFailedException(t)) : close(c)
    return nothing
end

function put!(c::Channel{T}, v) where {T}
    check_channel_state(c)
    v = convert(T, v)
    return isbuffered(c) ? _put_buffered(c, v) : _put_unbuffered(c, v)
end

function _put_buffered(c::Channel, v)
    while length(c.data) >= c.sz_max
        check_channel_state(c)
        wait(c.cond_put)
    end
    check_channel_state(c)
    push!(c.data, v)
    notify(c.cond_take, nothing; all = true)
    notify(c.cond_wait)
    return v
end

function _put_unbuffered(c::Channel, v)
    while isempty(c.cond_take.waitq)
        check_channel_state(c)
        notify(c.cond_wait)
        wait(c.cond_put)
    end
    taker = popfirst!(c.cond_take.waitq)::Task
    taker.queue = nothing
    schedule(taker, v)
    yield()  # the taker runs at once; this task goes on after it
    return v
end

function take!(c::Channel)
    return isbuffered(c) ? _take_buffered(c) : _take_unbuffered(c)
end

function _take_buffered(c::Channel)
    while isempty(c.data)
        check_channel_state(c)
        wait(c.cond_take)
    end
    v = popfirst!(c.data)
    notify(c.cond_put; all = false)
    return v
end

function _take_unbuffered(c::Channel{T}) where {T}
    check_channel_state(c)
    notify(c.cond_put; all = false)
    return wait(c.cond_take)::T
end

function fetch(c::Channel)
    isbuffered(c) || error("`fetch` is not supported on an unbuffered Channel.")
    while isempty(c.data)
        check_channel_state(c)
        wait(c.cond_take)
    end
    return c.data[1]
end

function wait(c::Channel)
    while !isready(c)
        check_channel_state(c)
        wait(c.cond_wait)
    end
    return nothing
end

function iterate(c::Channel, state = nothing)
    if isopen(c) || isready(c)
        try
            return (take!(c), nothing)
        catch e
            if isa(e, InvalidStateException) && e.state === :closed
                return nothing
            else
                rethrow()
            end
        end
    end
    return nothing
end
IteratorSize(::Type{<:Channel}) = SizeUnknown()

show(io::IO, c::Channel) = print(io, typeof(c), "(", c.sz_max, ")")
function show(io::IO, ::MIME"text/plain", c::Channel)
    show(io, c)
    if !isopen(c)
        print(io, " (closed)")
    else
        n = n_avail(c)
        if n == 0
            print(io, " (empty)")
        else
            print(io, " (", n, " item", n == 1 ? "" : "s", " available)")
        end
    end
end
