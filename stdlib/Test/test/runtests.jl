# Tests of Test itself: results of @test and @test_throws outside a test set.
using Test

r = @test 1 + 1 == 2
@assert r isa Test.Pass
r = @test_throws ArgumentError throw(ArgumentError("x"))
@assert r isa Test.Pass
r = @test 1 == 2 broken = true
@assert r isa Test.Broken
r = @test false skip = true
@assert r isa Test.Broken
ts = @testset "inner" begin
    @test true
    @test_throws KeyError Dict(1 => 2)[3]
end
@assert ts isa Test.DefaultTestSet
@assert ts.n_passed == 2
println("Test self-tests passed")
