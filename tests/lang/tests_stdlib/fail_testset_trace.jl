# A failing @test in nested test sets prints its stack trace under the report:
# the test's line, each enclosing @testset's, the outermost as the top-level scope
# (Test's own frames are matched loosely: their files are the implementation's).
using Test
@testset "outer" begin
    @testset "inner" begin
        @test 2 * 3 == 7
    end
end
#= expect
inner: Test Failed at <*>fail_testset_trace.jl:7
  Expression: 2 * 3 == 7
   Evaluated: 6 == 7

Stacktrace:
 [1] macro expansion
   @ <*> [inlined]
 [2] macro expansion
   @ <*>fail_testset_trace.jl:7 [inlined]
 [3] macro expansion
   @ <*> [inlined]
 [4] macro expansion
   @ <*>fail_testset_trace.jl:6 [inlined]
 [5] macro expansion
   @ <*> [inlined]
 [6] top-level scope
   @ <*>fail_testset_trace.jl:5
Test Summary: | Fail  Total  Time
outer         |    1      1  <TIME>
  inner       |    1      1  <TIME>
=#
#= expect-stderr-prefix
ERROR: LoadError: Some tests did not pass: 0 passed, 1 failed, 0 errored, 0 broken.
=#
#= exit: 1 =#
