# An exception inside @test is an error result: the report shows the
# exception's message, and the summary has an Error column.
using Test
@testset "errors" begin
    @test error("boom")
end
#= expect
errors: Error During Test at <*>
  Test threw exception
  Expression: error("boom")
  boom
<...>
Test Summary: | Error  Total  Time
errors        |     1      1  <TIME>
=#
#= expect-stderr-prefix
ERROR: LoadError: Some tests did not pass: 0 passed, 0 failed, 1 errored, 0 broken.
=#
#= exit: 1 =#
