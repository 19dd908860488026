# Exercism "pascals-triangle" with its tests, then the triangle printed centred
using Test

function triangle(n::Integer)
    n < 0 && throw(DomainError(n, "number of rows must be non-negative"))
    rows = Vector{Vector{Int}}()
    for i in 1:n
        if i == 1
            push!(rows, [1])
        else
            prev = rows[end]
            push!(rows, [1; [prev[j] + prev[j+1] for j in 1:length(prev)-1]; 1])
        end
    end
    rows
end

@testset "pascals triangle" begin
    @test triangle(0) == []
    @test triangle(1) == [[1]]
    @test triangle(2) == [[1], [1, 1]]
    @test triangle(5)[end] == [1, 4, 6, 4, 1]
    @test triangle(10)[end] == [binomial(9, k) for k in 0:9]
    @test_throws DomainError triangle(-1)
end

rows = triangle(6)
width = length(join(rows[end], " "))
for r in rows
    s = join(r, " ")
    pad = (width - length(s)) ÷ 2
    println(" "^pad, s)
end
println(triangle(4))
println(sum.(triangle(8)))
try
    triangle(-3)
catch e
    showerror(stdout, e)
    println()
end
#= expect
Test Summary:    | Pass  Total  Time
pascals triangle |    6      6  <TIME>
      1
     1 1
    1 2 1
   1 3 3 1
  1 4 6 4 1
1 5 10 10 5 1
[[1], [1, 1], [1, 2, 1], [1, 3, 3, 1]]
[1, 2, 4, 8, 16, 32, 64, 128]
DomainError with -3:
number of rows must be non-negative
=#
