# verbose = true lists the nested testsets, indented, under the outer one.
using Test
@testset verbose = true "outer" begin
    @testset "inner a" begin
        @test true
        @test 1 < 2
    end
    @testset "inner b" begin
        @test "a" * "b" == "ab"
    end
    @test 3 == 3
end
#= expect
Test Summary: | Pass  Total  Time
outer         |    4      4  <TIME>
  inner a     |    2      2  <TIME>
  inner b     |    1      1  <TIME>
=#
