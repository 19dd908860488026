@testset verbose = true "name" begin
    @test 1 + 1 == 2
    @test_throws ErrorException error("x")
end
@printf("%d\n", 42)
@assert x > 0 "positive"
@show a, b
