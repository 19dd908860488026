# Test sets: the stack of active `@testset`s, recording of results, the summary
# table printed when the outermost set finishes, and TestSetException.

abstract type AbstractTestSet end

"""
    DefaultTestSet

What `@testset` creates: its results (and nested test sets), counted and printed
in Julia's summary table when the outermost set finishes.
"""
mutable struct DefaultTestSet <: AbstractTestSet
    description::String
    results::Vector{Any}
    n_passed::Int
    anynonpass::Bool
    verbose::Bool
    showtiming::Bool
    time_start::Float64
    time_end::Union{Float64, Nothing}
    file::String
    line::Int
end
DefaultTestSet(desc::AbstractString; verbose::Bool = false, showtiming::Bool = true,
               file::AbstractString = "", line::Integer = 0) =
    DefaultTestSet(String(desc), Any[], 0, false, verbose, showtiming, time(), nothing,
                   String(file), Int(line))

# Outside any @testset: a failure is printed and thrown at once.
struct FallbackTestSet <: AbstractTestSet end
const fallback_testset = FallbackTestSet()

struct FallbackTestSetException <: Exception
    msg::String
end
Base.showerror(io::IO, e::FallbackTestSetException) = print(io, e.msg)

"""
    TestSetException

Thrown when the outermost test set finishes with failures or errors.
"""
struct TestSetException <: Exception
    pass::Int
    fail::Int
    error::Int
    broken::Int
    errors_and_fails::Vector{Any}
end
function Base.showerror(io::IO, e::TestSetException)
    print(io, "Some tests did not pass: ", e.pass, " passed, ", e.fail, " failed, ", e.error,
          " errored, ", e.broken, " broken.")
end

# ---- The stack of active test sets ----
const testset_stack = Any[]
get_testset() = isempty(testset_stack) ? fallback_testset : testset_stack[end]
get_testset_depth() = length(testset_stack)

# ---- Recording ----
record(ts::FallbackTestSet, t::Union{Pass, Broken}) = t
function record(ts::FallbackTestSet, t::Union{Fail, Error})
    println(t)
    throw(FallbackTestSetException("There was an error during testing"))
end
function record(ts::DefaultTestSet, t::Pass)
    ts.n_passed += 1
    return t
end
record(ts::DefaultTestSet, t::Broken) = (push!(ts.results, t); t)
function record(ts::DefaultTestSet, t::Union{Fail, Error})
    print(ts.description, ": ")
    print(t)
    t isa Fail && _print_fail_trace(t)
    println()
    push!(ts.results, t)
    return t
end
record(ts::DefaultTestSet, t::DefaultTestSet) = (push!(ts.results, t); t)

# A failure's stack trace as Julia prints it under the report: the @test's
# expansion, its line, then each enclosing @testset's expansion and line, the
# outermost one's as the top-level scope. Test's own frames name Kiln's files.
function _print_fail_trace(t::Fail)
    frames = Tuple{String, String, Int, Bool}[]
    push!(frames, ("macro expansion", _RECORD_AT[1], _RECORD_AT[2], true))
    push!(frames, ("macro expansion", Base.abspath(t.source.file), t.source.line, true))
    sets = [ts for ts in testset_stack if ts isa DefaultTestSet]
    for k in length(sets):-1:1
        ts = sets[k]
        push!(frames, ("macro expansion", _TESTSET_BODY_AT[1], _TESTSET_BODY_AT[2], true))
        file = isempty(ts.file) ? Base.abspath(t.source.file) : Base.abspath(ts.file)
        push!(frames, (k == 1 ? "top-level scope" : "macro expansion", file, ts.line, k != 1))
    end
    print("\n\nStacktrace:")
    for (i, (name, file, line, inlined)) in enumerate(frames)
        print("\n [", i, "] ", name, "\n   @ ", file, ":", line, inlined ? " [inlined]" : "")
    end
end

# ---- Counting ----
struct TestCounts
    passes::Int
    fails::Int
    errors::Int
    broken::Int
    c_passes::Int
    c_fails::Int
    c_errors::Int
    c_broken::Int
    duration::String
end
function get_test_counts(ts::DefaultTestSet)
    fails = errors = broken = 0
    c_passes = c_fails = c_errors = c_broken = 0
    for t in ts.results
        t isa Fail && (fails += 1)
        t isa Error && (errors += 1)
        t isa Broken && (broken += 1)
        if t isa DefaultTestSet
            tc = get_test_counts(t)
            c_passes += tc.passes + tc.c_passes
            c_fails += tc.fails + tc.c_fails
            c_errors += tc.errors + tc.c_errors
            c_broken += tc.broken + tc.c_broken
        end
    end
    ts.anynonpass = fails + errors + c_fails + c_errors > 0
    return TestCounts(ts.n_passed, fails, errors, broken, c_passes, c_fails, c_errors, c_broken,
                      format_duration(ts))
end
total(tc::TestCounts) = tc.passes + tc.fails + tc.errors + tc.broken + tc.c_passes +
    tc.c_fails + tc.c_errors + tc.c_broken

# The Time column: seconds rounded to a tenth ("0.1s"), or "1m05.3s" from a minute.
function format_duration(ts::DefaultTestSet)
    ts.time_end === nothing && return "?s"
    dur = ts.time_end - ts.time_start
    dur < 60 && return string(round(dur; digits = 1), "s")
    m, s = divrem(dur, 60)
    return string(round(Int, m), "m", lpad(string(round(s; digits = 1)), 4, "0"), "s")
end

# ---- Finishing a test set ----
function finish(ts::DefaultTestSet)
    ts.time_end = time()
    if get_testset_depth() != 0
        record(get_testset(), ts)
        return ts
    end
    tc = get_test_counts(ts)
    npass = tc.passes + tc.c_passes
    nfail = tc.fails + tc.c_fails
    nerror = tc.errors + tc.c_errors
    nbroken = tc.broken + tc.c_broken
    print_test_results(ts)
    if nfail + nerror > 0
        throw(TestSetException(npass, nfail, nerror, nbroken, filter_errors(ts)))
    end
    return ts
end
function filter_errors(ts::DefaultTestSet)
    out = Any[]
    for t in ts.results
        if t isa DefaultTestSet
            append!(out, filter_errors(t))
        elseif t isa Fail || t isa Error
            push!(out, t)
        end
    end
    return out
end

# ---- The summary table ----
function print_test_results(ts::DefaultTestSet, depth_pad::Int = 0)
    tc = get_test_counts(ts)
    npass = tc.passes + tc.c_passes
    nfail = tc.fails + tc.c_fails
    nerror = tc.errors + tc.c_errors
    nbroken = tc.broken + tc.c_broken
    ntotal = npass + nfail + nerror + nbroken
    pass_width = npass > 0 ? max(4, ndigits(npass)) : 0
    fail_width = nfail > 0 ? max(4, ndigits(nfail)) : 0
    error_width = nerror > 0 ? max(5, ndigits(nerror)) : 0
    broken_width = nbroken > 0 ? max(6, ndigits(nbroken)) : 0
    total_width = max(5, ntotal > 0 ? ndigits(ntotal) : 0)
    duration_width = max(4, length(tc.duration))
    align = max(get_alignment(ts, depth_pad), length("Test Summary:"))
    print(rpad("Test Summary:", align, " "), " | ")
    pass_width > 0 && print(lpad("Pass", pass_width, " "), "  ")
    fail_width > 0 && print(lpad("Fail", fail_width, " "), "  ")
    error_width > 0 && print(lpad("Error", error_width, " "), "  ")
    broken_width > 0 && print(lpad("Broken", broken_width, " "), "  ")
    print(lpad("Total", total_width, " "), "  ")
    ts.showtiming && print(lpad("Time", duration_width, " "))
    println()
    print_counts(ts, depth_pad, align, pass_width, fail_width, error_width, broken_width,
                 total_width, duration_width, ts.showtiming)
end

# The width of the name column: the longest description shown, with indentation.
function get_alignment(ts::DefaultTestSet, depth::Int)
    width = 2 * depth + length(ts.description)
    !ts.verbose && !ts.anynonpass && return width
    for t in ts.results
        t isa DefaultTestSet && (width = max(width, get_alignment(t, depth + 1)))
    end
    return width
end

function print_counts(ts::DefaultTestSet, depth, align, pass_width, fail_width, error_width,
                      broken_width, total_width, duration_width, showtiming)
    tc = get_test_counts(ts)
    print(rpad(string("  "^depth, ts.description), align, " "), " | ")
    npass = tc.passes + tc.c_passes
    nfail = tc.fails + tc.c_fails
    nerror = tc.errors + tc.c_errors
    nbroken = tc.broken + tc.c_broken
    _print_count(npass, pass_width)
    _print_count(nfail, fail_width)
    _print_count(nerror, error_width)
    _print_count(nbroken, broken_width)
    n = total(tc)
    print(lpad(n == 0 ? "None" : string(n), total_width, " "), "  ")
    showtiming && print(lpad(tc.duration, duration_width, " "))
    println()
    # Nested sets are listed when asked for, or when something went wrong.
    if npass + nbroken != n || ts.verbose
        for t in ts.results
            if t isa DefaultTestSet
                print_counts(t, depth + 1, align, pass_width, fail_width, error_width,
                             broken_width, total_width, duration_width, ts.showtiming)
            end
        end
    end
end
function _print_count(n::Int, width::Int)
    if n > 0
        print(lpad(string(n), width, " "), "  ")
    elseif width > 0
        print(lpad(" ", width), "  ")
    end
end

"""
    _testset(desc, body, file, line; verbose = false, showtiming = true)

Runs `body()` in a new test set nested in the current one (lowering of
`@testset`), records an exception it throws as an error, and finishes the set:
the outermost one prints the summary and throws TestSetException on failures.
"""
function _testset(desc, body, file, line; verbose::Bool = false, showtiming::Bool = true,
                  failfast::Bool = false)
    ts = DefaultTestSet(string(desc); verbose = verbose, showtiming = showtiming, file = file,
                        line = line)
    push!(testset_stack, ts)
    try
        body()  # the line _TESTSET_BODY_AT names
    catch err
        record(ts, Error(:nontest_error, "", err, _error_message(err), Source(file, line)))
    finally
        pop!(testset_stack)
    end
    return finish(ts)
end
const _TESTSET_BODY_AT = (@__FILE__, @__LINE__() - 8)
