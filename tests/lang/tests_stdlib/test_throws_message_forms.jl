# @test_throws with a message string, several strings that must all occur, and a regex;
# @test with atol/rtol after the comparison.
using Test
@testset "message forms" begin
    @test_throws "Try sqrt(Complex" sqrt(-1)
    @test_throws ["Try", "Complex"] sqrt(-1)
    @test_throws r"Try sqrt\([Cc]omplex" sqrt(-1)
    @test_throws ["is not", "x"] error("x is not good")
    @test 1.0 ≈ 1.05 atol=0.1
    @test π ≈ 3.14159 rtol=1e-5
end
#= expect
Test Summary: | Pass  Total  Time
message forms |    6      6  <TIME>
=#
