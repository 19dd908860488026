# A failing @test reports its file by absolute path, also after the program changed
# its working directory (as Julia: the path is the source file's, not relative to cwd).
using Test
dir = mktempdir()
cd(dir)
@testset "moved" begin
    @test 1 + 1 == 3
end
#= expect
moved: Test Failed at <*>/tests_stdlib/fail_test_after_cd.jl:7
  Expression: 1 + 1 == 3
   Evaluated: 2 == 3

Stacktrace:
 [1] macro expansion
   @ <*> [inlined]
 [2] macro expansion
   @ <*>/tests_stdlib/fail_test_after_cd.jl:7 [inlined]
 [3] macro expansion
   @ <*> [inlined]
 [4] top-level scope
   @ <*>/tests_stdlib/fail_test_after_cd.jl:6
Test Summary: | Fail  Total  Time
moved         |    1      1  <TIME>
=#
#= expect-stderr-prefix
ERROR: LoadError: Some tests did not pass: 0 passed, 1 failed, 0 errored, 0 broken.
=#
#= exit: 1 =#
