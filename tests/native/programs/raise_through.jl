# native: at least 6 compiled
# native: raised at least 4
# native: compiles inner middle outer pure_mid through_again deep_sum rec
# Exceptions raised across tiers (docs/native.md "Calls into the
# interpreter"): a callee native code calls through the interpreter raises,
# and the exception goes on through the native frames (their stores stay
# made, each once) to the interpreted code that catches it, with every
# native frame in its backtrace at the line of its call; native → interpreter
# → native → interpreter; a rethrow; an error raised by dispatch in the
# interpreted callee; a self recursion whose frames do not name themselves
# (the interpreter runs the whole call again instead); an uncaught error's
# stack trace.

# Not native (a `try`), no side effects: called through the interpreter.
function strict_div(a::Int, b::Int)
    r = 0
    try
        r = div(a, b)
    finally
        r += 0
    end
    return r
end

function inner(v::Vector{Int}, d::Int)
    v[1] += 1
    return strict_div(100, d) + 1
end

middle(v::Vector{Int}, d::Int) = inner(v, d) * 2

function outer(v::Vector{Int}, n::Int)
    s = 0
    for i in 1:n
        v[2] += 10
        s += middle(v, 3 - i)
    end
    return s
end

# Native, no side effects: called from the interpreted `through`.
pure_mid(d::Int) = 3 * strict_div(100, d) + 1

# Interpreted (a `try`) between two native frames.
function through(d::Int)
    r = 0
    try
        r = pure_mid(d)
    finally
        r += 0
    end
    return r
end

function through_again(v::Vector{Int}, n::Int)
    t = 0
    for d in n:-1:-1
        v[1] += 1
        t += through(d)
    end
    return t
end

# Dispatch fails inside the interpreted callee.
pick(x::Int) = x + 1
function pick_any(k::Int)
    r = 0
    try
        r = pick(k > 2 ? 1.5 : k)
    finally
        r += 0
    end
    return r
end

function deep_sum(xs::Vector{Int}, n::Int)
    s = 0
    for k in 1:n
        xs[k] += 1
        s += pick_any(k)
    end
    return s
end

# `rec(n - 1, d) + 1` returns what the self call returns: the test of the
# flag after it is dropped, so its frames do not name themselves.
function rec(n::Int, d::Int)
    n == 0 && return strict_div(100, d)
    return rec(n - 1, d) + 1
end

function show_trace(bt)
    for fr in stacktrace(bt)
        println("  ", fr)
    end
end

v = [0, 0]
try
    outer(v, 5)
catch e
    println("caught ", e, " v = ", v)
    show_trace(catch_backtrace())
end
println(outer(v, 2), " ", v)
try
    through_again(v, 2)
catch e
    println("caught ", e, " v = ", v)
    show_trace(catch_backtrace())
end
xs = [5, 6, 7]
try
    deep_sum(xs, 4)
catch e
    println("caught ", typeof(e), " xs = ", xs)
    show_trace(catch_backtrace())
end
println(rec(3, 5))
try
    rec(4, 0)
catch e
    println("caught ", e)
    show_trace(catch_backtrace())
end
outer(v, 4)

#= expect
caught DivideError() v = [3, 30]
  div(x::Int64, y::Int64) at int.jl:129
  strict_div(a::Int64, b::Int64) at raise_through.jl:18
  inner(v::Vector{Int64}, d::Int64) at raise_through.jl:27
  middle(v::Vector{Int64}, d::Int64) at raise_through.jl:30
  outer(v::Vector{Int64}, n::Int64) at raise_through.jl:36
  top-level scope at raise_through.jl:100
304 [5, 50]
caught DivideError() v = [8, 50]
  div(x::Int64, y::Int64) at int.jl:129
  strict_div(a::Int64, b::Int64) at raise_through.jl:18
  pure_mid(d::Int64) at raise_through.jl:42
  through(d::Int64) at raise_through.jl:48
  through_again(v::Vector{Int64}, n::Int64) at raise_through.jl:59
  top-level scope at raise_through.jl:107
caught MethodError xs = [6, 7, 8]
  pick_any(k::Int64) at raise_through.jl:69
  deep_sum(xs::Vector{Int64}, n::Int64) at raise_through.jl:80
  top-level scope at raise_through.jl:114
23
caught DivideError()
  div(x::Int64, y::Int64) at int.jl:129
  strict_div(a::Int64, b::Int64) at raise_through.jl:18
  rec(n::Int64, d::Int64) at raise_through.jl:88
  rec(n::Int64, d::Int64) at raise_through.jl:89
  rec(n::Int64, d::Int64) at raise_through.jl:89
  rec(n::Int64, d::Int64) at raise_through.jl:89
  rec(n::Int64, d::Int64) at raise_through.jl:89
  top-level scope at raise_through.jl:121
=#
