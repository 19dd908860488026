# A failing @test inside a testset is reported (with its location) when it
# happens; the summary counts it and the testset then throws.
using Test
@testset "math" begin
    @test 1 + 1 == 2
    @test 1 + 1 == 3
end
println("not reached")
#= expect
math: Test Failed at <*>
  Expression: 1 + 1 == 3
   Evaluated: 2 == 3
<...>
Test Summary: | Pass  Fail  Total  Time
math          |    1     1      2  <TIME>
=#
#= expect-stderr-prefix
ERROR: LoadError: Some tests did not pass: 1 passed, 1 failed, 0 errored, 0 broken.
=#
#= exit: 1 =#
