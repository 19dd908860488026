using Test
function raindrops(n)
    s = ""
    n % 3 == 0 && (s *= "Pling")
    n % 5 == 0 && (s *= "Plang")
    n % 7 == 0 && (s *= "Plong")
    isempty(s) ? string(n) : s
end
@testset "raindrops" begin
    @testset "number $n" for (n, expected) in [(1, "1"), (3, "Pling"), (15, "PlingPlang"), (105, "PlingPlangPlong")]
        @test raindrops(n) == expected
    end
    @test_throws MethodError raindrops("x")
    @test raindrops(34) != "Pling"
end
#= expect
Test Summary: | Pass  Total  Time
raindrops     |    6      6  <TIME>
=#
