# @testset returns the testset; @test_throws checks the exception type.
using Test
ts = @testset "errors" begin
    @test_throws ArgumentError throw(ArgumentError("x"))
    @test_throws KeyError Dict("a" => 1)["b"]
    @test_throws MethodError "a" + 1
end
println(typeof(ts))
#= expect
Test Summary: | Pass  Total  Time
errors        |    3      3  <TIME>
Test.DefaultTestSet
=#
