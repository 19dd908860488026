# The functions `@test` and `@test_throws` lower to. Each takes a thunk that
# evaluates the tested expression, so an exception it throws becomes an `Error`
# result instead of escaping; every one accepts `broken` and `skip` as Julia's do.

_error_message(err) = sprint(showerror, err)

# Records a result computed by `evaluate()`, applying `broken` and `skip`.
function _do_record(evaluate, text::String, source::Source, broken::Bool, skip::Bool)
    ts = get_testset()
    if skip
        return record(ts, Broken(:skipped, text))
    end
    result = try
        evaluate()
    catch err
        Error(:test_error, text, err, _error_message(err), source)
    end
    if broken
        if result isa Pass
            result = Error(:test_unbroken, text, nothing, "", source)
        else
            result = Broken(:test, text)
        end
    end
    return record(ts, result)  # the line _RECORD_AT names
end
# Where a result is recorded: the first frame of a failing test's stack trace.
const _RECORD_AT = (@__FILE__, @__LINE__() - 3)

# A boolean outcome: Pass, Fail (with the evaluated form) or the non-Bool error.
function _bool_result(value, text, data, source)
    value isa Bool || return Error(:test_nonbool, text, value, "", source)
    return value ? Pass(:test, text, data, value, source) : Fail(:test, text, data, value, source)
end

"""
    _test(thunk, text, file, line; broken = false, skip = false)

`@test ex`: `thunk()` must return `true`.
"""
function _test(thunk, text, file, line; broken::Bool = false, skip::Bool = false)
    source = Source(string(file), line)
    return _do_record(() -> _bool_result(thunk(), text, nothing, source), text, source, broken, skip)
end

"""
    _test_nowarn(thunk, file, line)

`@test_nowarn ex`: runs `ex` and records a test that it wrote nothing to stderr; its
value is `ex`'s.
"""
function _test_nowarn(thunk, file, line)
    before = Base._stderr_written[1]
    ret = thunk()
    written = Base._stderr_written[1] - before
    _test(() -> written == 0, "isempty(stderr_content)", file, line)
    return ret
end

"""
    _test_comparison(thunk, ops, negate, text, file, line; broken = false, skip = false)

`@test a op b op c ...`: `thunk()` returns `(a, op, b, op, c ...)`; the operators
apply left to right and stop at the first false, as a chained comparison does.
"""
function _test_comparison(thunk, ops, negate::Bool, text, file, line; broken::Bool = false,
                          skip::Bool = false)
    source = Source(string(file), line)
    function evaluate()
        terms = thunk()
        value = true
        k = 1
        while k + 2 <= length(terms)
            r = terms[k + 1](terms[k], terms[k + 2])
            if !(r isa Bool)
                value = r
                break
            end
            value = r
            r || break
            k += 2
        end
        data = _evaluated_comparison(terms, ops)
        if negate
            data = string("!(", data, ")")
            value isa Bool && (value = !value)
        end
        return _bool_result(value, text, data, source)
    end
    return _do_record(evaluate, text, source, broken, skip)
end
# "4 == 5": the values shown with repr, the operators by name.
function _evaluated_comparison(terms, ops)
    io = IOBuffer()
    k = 1
    i = 1
    while k <= length(terms)
        k > 1 && print(io, " ", ops[i], " ")
        k > 1 && (i += 1)
        print(io, repr(terms[k]))
        k += 2
    end
    return String(take!(io))
end

"""
    _test_call(thunk, name, negate, text, file, line; broken = false, skip = false)

`@test f(args...; kws...)` for the predicates Julia shows evaluated (isequal,
isapprox, ≈, occursin, startswith, endswith, isempty, contains): `thunk()`
returns `(f, args, kws)`.
"""
function _test_call(thunk, name, negate::Bool, text, file, line; broken::Bool = false,
                    skip::Bool = false)
    source = Source(string(file), line)
    function evaluate()
        f, args, kws = thunk()
        value = isempty(kws) ? f(args...) : f(args...; kws...)
        data = _evaluated_call(name, args, kws)
        if negate
            data = string("!(", data, ")")
            value isa Bool && (value = !value)
        end
        return _bool_result(value, text, data, source)
    end
    return _do_record(evaluate, text, source, broken, skip)
end
function _evaluated_call(name, args, kws)
    io = IOBuffer()
    infix = name === :≈ || name === :≉
    if infix && length(args) == 2 && isempty(kws)
        print(io, repr(args[1]), " ", name, " ", repr(args[2]))
        return String(take!(io))
    end
    print(io, name, "(")
    for (i, a) in enumerate(args)
        i > 1 && print(io, ", ")
        print(io, repr(a))
    end
    if !isempty(kws)
        print(io, "; ")
        ks = keys(kws)
        for (i, k) in enumerate(ks)
            i > 1 && print(io, ", ")
            print(io, k, " = ", repr(kws[k]))
        end
    end
    print(io, ")")
    return String(take!(io))
end

"""
    _test_throws(expected, thunk, text, file, line; broken = false, skip = false)

`@test_throws T ex`: passes if `thunk()` throws an exception of type T (or equal to
the exception value T, field by field; or, for a string, whose message is it).
"""
function _test_throws(expected, thunk, text, file, line; broken::Bool = false,
                      skip::Bool = false)
    source = Source(string(file), line)
    function evaluate()
        try
            thunk()
        catch err
            if _exception_matches(expected, err)
                return Pass(:test_throws, text, nothing, err, source)
            end
            return Fail(:test_throws_wrong, text, expected, err, source)
        end
        return Fail(:test_throws_nothing, text, expected, nothing, source)
    end
    return _do_record(evaluate, text, source, broken, skip)
end
_exception_matches(expected::Type, err) = err isa expected
_exception_matches(expected::AbstractString, err) = occursin(expected, _error_message(err))
# A regular expression, or several strings that must all occur, matched against the
# error's message (Julia's @test_throws r"..." and ["...", "..."] forms).
_exception_matches(expected::Regex, err) = occursin(expected, _error_message(err))
_exception_matches(expected::AbstractVector{<:AbstractString}, err) =
    all(s -> occursin(s, _error_message(err)), expected)
function _exception_matches(expected, err)
    typeof(expected) === typeof(err) || return false
    for i in 1:nfields(err)
        isdefined(err, i) == isdefined(expected, i) || return false
        isdefined(err, i) && (getfield(err, i) == getfield(expected, i) || return false)
    end
    return true
end
