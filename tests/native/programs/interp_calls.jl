# native: at least 3 compiled
# native: compiles sum_divs sum_strict build count_units keep_one pick_words total_units
# Native code calling into the interpreter (docs/native.md "Calls into the
# interpreter"): callees it does not compile (a `try`) but that have no side
# effects are called through the runtime's dispatch, and may call native code
# again; an exception such a callee raises goes on through the native frames
# (native/raise_through has their backtraces); Strings held by native
# code, passed to and returned from such calls, and kept alive by a native
# frame alone while the collector runs.

helper(a::Int, b::Int) = a * b + 1

# Not native (a `try`), no side effects: called through the interpreter.
function safe_div(a::Int, b::Int)
    try
        return div(a, b) + helper(a, 0)
    catch
        return -1
    end
end

function strict_div(a::Int, b::Int)
    r = 0
    try
        r = div(a, b)
    finally
        r += 0
    end
    return r
end

# Native: calls safe_div (interpreted), which calls helper (native).
function sum_divs(n::Int)
    s = 0
    for i in 1:n
        s += safe_div(1000, i - 3)
    end
    return s
end

# Native: the interpreted callee raises a DivideError when i == 3.
function sum_strict(n::Int, v::Vector{Int})
    s = 0
    for i in 1:n
        v[1] += 1          # a logged store, made once before the raise
        s += strict_div(1000, i - 3)
    end
    return s
end

function build(n::Int)
    s = ""
    for i in 1:n
        s = s * "ab"
    end
    return s
end

count_units(s::String, n::Int) = ncodeunits(s) * n

# Not native (a `try`), no side effects: takes and returns a String through
# the interpreter.
function tagged(s::String)
    try
        return s * "!"
    catch
        return ""
    end
end

# The String made first is held only by this frame while the loop makes
# about 80 MB of others.
function keep_one(n::Int)
    kept = tagged(build(3))
    total = 0
    for i in 1:n
        t = tagged(build(200))
        total += ncodeunits(t)
    end
    return total + ncodeunits(kept) + ncodeunits(kept * kept)
end

# A constant Vector{String}, read natively; a Vector{String} made, grown
# and iterated natively.
const WORDS = ["ka", "lo", "mi", "nee"]

function pick_words(n::Int)
    out = String[]
    for i in 1:n
        push!(out, WORDS[1 + i % 4] * WORDS[1 + (i * 7) % 4])
    end
    return out
end

function total_units(ws::Vector{String})
    t = 0
    for w in ws
        t += ncodeunits(w)
    end
    return t
end

println(sum_divs(10))
println(sum_divs(2))
v = [0]
println(sum_strict(2, v), " ", v[1])
try
    println(sum_strict(10, v))
catch e
    println("caught ", typeof(e), " ", v[1])
end
println(v[1])
s = build(5)
println(s, " ", ncodeunits(s), " ", count_units(s, 3))
println(build(0) == "", " ", count_units("", 7))
println(keep_one(2_000))
ws = pick_words(6)
println(join(ws, ","), " ", total_units(ws), " ", total_units(pick_words(10_000)))

#= expect
1099
-1498
-1500 2
caught DivideError 5
5
ababababab 10 30
true 0
802021
lonee,mimi,neelo,kaka,lonee,mimi 27 45000
=#
