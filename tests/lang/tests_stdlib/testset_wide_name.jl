# The first column is as wide as the longest shown testset name; output
# printed inside the testset comes before the summary.
using Test
@testset "string functions" begin
    println("inside the testset")
    for s in ["a", "bb", "ccc"]
        @test length(s) == ncodeunits(s)
        @test uppercase(lowercase(s)) == uppercase(s)
        @test reverse(reverse(s)) == s
        @test s * "" == s
    end
end
#= expect
inside the testset
Test Summary:    | Pass  Total  Time
string functions |   12     12  <TIME>
=#
