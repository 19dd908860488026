# @test and @test_throws outside a testset return a result and print nothing
# when they pass.
using Test
@test 1 + 1 == 2
@test_throws DomainError sqrt(-1.0)
@test_throws BoundsError [1][2]
r = @test true
println(typeof(r))
println(r)
@test "abc" * "d" == "abcd"
@test isempty([])
println("top-level tests passed")
#= expect
Test.Pass
Test Passed
top-level tests passed
=#
