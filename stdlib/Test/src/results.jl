# The result of one test and how it prints.

"""
    Source(file, line)

Where a test is written.
"""
struct Source
    file::String
    line::Int
end

abstract type Result end

"""
    Pass

A test that passed. `test_type` is :test or :test_throws.
"""
struct Pass <: Result
    test_type::Symbol
    orig_expr::String
    data::Any
    value::Any
    source::Source
end

"""
    Fail

A test that evaluated to false (:test), or threw the wrong exception
(:test_throws_wrong) or none (:test_throws_nothing).
"""
struct Fail <: Result
    test_type::Symbol
    orig_expr::String
    data::Any
    value::Any
    source::Source
end

"""
    Error

A test that could not be evaluated: it threw (:test_error), gave a non-Bool
(:test_nonbool), a broken test passed (:test_unbroken), or code outside a test in a
test set threw (:nontest_error).
"""
struct Error <: Result
    test_type::Symbol
    orig_expr::String
    value::Any
    message::String
    source::Source
end

struct Broken <: Result
    test_type::Symbol
    orig_expr::String
end

function Base.show(io::IO, t::Pass)
    print(io, "Test Passed")
    if t.test_type === :test_throws
        print(io, "\n      Thrown: ", typeof(t.value))
    end
end

function Base.show(io::IO, t::Fail)
    print(io, "Test Failed at ", Base.abspath(t.source.file), ":", t.source.line, "\n")
    print(io, "  Expression: ", t.orig_expr)
    if t.test_type === :test_throws_wrong
        print(io, "\n    Expected: ", t.data)
        print(io, "\n      Thrown: ", t.value isa Exception ? typeof(t.value) : t.value)
    elseif t.test_type === :test_throws_nothing
        print(io, "\n    Expected: ", t.data)
        print(io, "\n  No exception thrown")
    elseif t.test_type === :test_logs
        print(io, "\n  Log Pattern: ", join(map(repr, t.data[1]), " "))
        print(io, "\n  Captured Logs: ")
        for r in t.data[2]
            print(io, "\n    ")
            _show_log_record(io, r)
        end
    elseif t.data !== nothing
        print(io, "\n   Evaluated: ", t.data)
    end
end

function Base.show(io::IO, t::Error)
    print(io, "Error During Test at ", Base.abspath(t.source.file), ":", t.source.line, "\n")
    if t.test_type === :test_nonbool
        println(io, "  Expression evaluated to non-Boolean")
        println(io, "  Expression: ", t.orig_expr)
        print(io, "       Value: ", repr(t.value))
    elseif t.test_type === :test_error
        println(io, "  Test threw exception")
        println(io, "  Expression: ", t.orig_expr)
        print(io, _indent(t.message))
    elseif t.test_type === :test_unbroken
        println(io, " Unexpected Pass")
        println(io, " Expression: ", t.orig_expr)
        print(io, " Got correct result, please change to @test if no longer broken.")
    elseif t.test_type === :nontest_error
        println(io, "  Got exception outside of a @test")
        print(io, _indent(t.message))
    end
end
_indent(s::AbstractString) = join(["  " * line for line in split(s, "\n")], "\n")

function Base.show(io::IO, t::Broken)
    print(io, "Test Broken\n")
    if t.test_type === :skipped
        print(io, "  Skipped: ", t.orig_expr)
    else
        print(io, "  Expression: ", t.orig_expr)
    end
end
