# @testset runs its body as a closure inside Test._testset, which records
# the results and prints the summary; the loop form makes one testset per
# iteration.
using Test
@testset "arithmetic" begin
    @test 1 + 1 == 2
    @testset "nested" begin
        @test 2 * 3 == 6
    end
end
@testset verbose = true "verbose set" begin
    x = 1
    @test x == 1
end
@testset "loop $i" for i in 1:3
    @test i > 0
end
@testset for i in 1:2, j in 1:2
    @test i + j > 1
end
@testset begin
    @test true
end
