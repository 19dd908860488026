# Without verbose, passing nested testsets are counted in the outer row only.
using Test
@testset "all" begin
    @testset "part $i" for i in 1:3
        @test i > 0
    end
    @testset "more" begin
        @test true
    end
end
#= expect
Test Summary: | Pass  Total  Time
all           |    4      4  <TIME>
=#
