using Test
isleap(y) = y % 4 == 0 && (y % 100 != 0 || y % 400 == 0)
@testset "leap years" begin
    @test isleap(2000)
    @test !isleap(1900)
    @test isleap(2024)
    @testset "non-leap" begin
        for y in (2001, 2002, 2003)
            @test !isleap(y)
        end
    end
    @test isapprox(0.1 + 0.2, 0.3)
    @test 0.1 + 0.2 ≈ 0.3 atol = 1e-12
    @test_throws DomainError sqrt(-1)
    @test_broken isleap(1)
end
#= expect
Test Summary: | Pass  Broken  Total  Time
leap years    |    9       1     10  <TIME>
=#
