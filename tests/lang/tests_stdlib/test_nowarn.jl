using Test
x = @test_nowarn 1 + 2
println(x)
@testset "nowarn" begin
    @test_nowarn println("quiet")
    v = @test_nowarn sum([1, 2, 3])
    @test v == 6
end
#= expect
3
quiet
Test Summary: | Pass  Total  Time
nowarn        |    3      3  <TIME>
=#
