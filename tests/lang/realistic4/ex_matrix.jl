# Exercism "matrix": rows and columns of a matrix given as text, with its test file
using Test

struct TextMatrix
    data::Matrix{Int}
end

function TextMatrix(s::AbstractString)
    rows = [parse.(Int, split(line)) for line in split(s, '\n') if !isempty(strip(line))]
    TextMatrix(permutedims(reduce(hcat, rows)))
end

row(m::TextMatrix, i) = m.data[i, :]
column(m::TextMatrix, j) = m.data[:, j]
Base.size(m::TextMatrix) = size(m.data)

@testset "matrix" begin
    @testset "single" begin
        m = TextMatrix("1")
        @test row(m, 1) == [1]
        @test column(m, 1) == [1]
    end
    m = TextMatrix("9 8 7\n5 3 2\n6 6 7")
    @test row(m, 2) == [5, 3, 2]
    @test column(m, 3) == [7, 2, 7]
    @test size(m) == (3, 3)
    m2 = TextMatrix("1 2 3 4\n5 6 7 8\n9 8 7 6\n")
    @test row(m2, 3) == [9, 8, 7, 6]
    @test column(m2, 4) == [4, 8, 6]
    @test_throws BoundsError row(m2, 4)
end

m = TextMatrix("89 1903 3\n18 3 1\n9 4 800")
println(row(m, 1))
println(column(m, 2))
display(m.data)
println(sum(m.data, dims = 1))
println(maximum(m.data), " at ", argmax(m.data))
#= expect
Test Summary: | Pass  Total  Time
matrix        |    8      8  <TIME>
[89, 1903, 3]
[1903, 3, 4]
3×3 Matrix{Int64}:
 89  1903    3
 18     3    1
  9     4  800
[116 1910 804]
1903 at CartesianIndex(1, 2)
=#
