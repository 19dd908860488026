# A passing top-level @testset prints its summary table. The Time column
# varies from run to run, so it is matched with <TIME>.
using Test
@testset "arith" begin
    @test 1 + 1 == 2
    @test 2 * 3 == 6
    @test_throws DivideError div(1, 0)
end
println("after")
#= expect
Test Summary: | Pass  Total  Time
arith         |    3      3  <TIME>
after
=#
