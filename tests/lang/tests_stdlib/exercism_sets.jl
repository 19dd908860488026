# Exercism-style solutions with their test sets.
using Test
function isbalanced(s)
    stack = Char[]
    pairs = Dict(')' => '(', ']' => '[', '}' => '{')
    for c in s
        if c in "([{"
            push!(stack, c)
        elseif haskey(pairs, c)
            (isempty(stack) || pop!(stack) != pairs[c]) && return false
        end
    end
    isempty(stack)
end
function luhn(s)
    d = replace(s, " " => "")
    (length(d) <= 1 || !all(isdigit, d)) && return false
    total = 0
    for (i, c) in enumerate(reverse(d))
        x = c - '0'
        if iseven(i)
            x *= 2
            x > 9 && (x -= 9)
        end
        total += x
    end
    total % 10 == 0
end
function raindrops(n)
    s = join(snd for (k, snd) in ((3, "Pling"), (5, "Plang"), (7, "Plong")) if n % k == 0)
    isempty(s) ? string(n) : s
end
function isisogram(s)
    letters = [lowercase(c) for c in s if isletter(c)]
    allunique(letters)
end
@testset "exercises" begin
    @testset "brackets" begin
        @test isbalanced("{[]}")
        @test !isbalanced("{[)][]}")
        @test isbalanced("")
    end
    @testset "luhn" begin
        @test luhn("4539 3195 0343 6467")
        @test !luhn("8273 1232 7352 0569")
        @test !luhn("0")
    end
    @testset "raindrops $n" for (n, exp) in [(1, "1"), (15, "PlingPlang"), (105, "PlingPlangPlong")]
        @test raindrops(n) == exp
    end
    @test isisogram("lumberjacks")
    @test !isisogram("isograms")
    @test_throws ArgumentError parse(Int, "")
    @test 0.1 + 0.2 ≈ 0.3
    @test isapprox(1.0, 1.001, atol = 0.01)
end
#= expect
Test Summary: | Pass  Total  Time
exercises     |   14     14  <TIME>
=#
