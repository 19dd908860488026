# @test_skip: the test is not run and counts as Broken, as @test_broken does
# when its expression is false.
using Test
calls = 0
probe() = (global calls += 1; false)
@testset "skips" begin
    @test 1 + 1 == 2
    @test_skip probe()
    @test_broken 1 + 1 == 3
end
println("probe ran ", calls, " times")
#= expect
Test Summary: | Pass  Broken  Total  Time
skips         |    1       2      3  <TIME>
probe ran 0 times
=#
