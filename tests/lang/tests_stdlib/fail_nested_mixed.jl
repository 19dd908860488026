# Failures inside nested testsets: each is reported with the name of its set,
# the summary lists the nested sets, and the outermost set throws.
using Test
@testset "outer" begin
    @testset "good" begin
        @test 1 == 1
    end
    @testset "bad" begin
        @test 1 == 2
        @test_throws ArgumentError error("x")
    end
end
println("not reached")
#= expect
bad: Test Failed at <*>
  Expression: 1 == 2
   Evaluated: 1 == 2
<...>
bad: Test Failed at <*>
  Expression: error("x")
    Expected: ArgumentError
      Thrown: ErrorException
<...>
Test Summary: | Pass  Fail  Total  Time
outer         |    1     2      3  <TIME>
  good        |    1            1  <TIME>
  bad         |          2      2  <TIME>
=#
#= expect-stderr-prefix
ERROR: LoadError: Some tests did not pass: 1 passed, 2 failed, 0 errored, 0 broken.
=#
#= exit: 1 =#
