# Exercism-style solutions with their test files
using Test

function isleapyear(year::Integer)
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
end

function hamming(a::AbstractString, b::AbstractString)
    length(a) == length(b) || throw(ArgumentError("strands must be of equal length"))
    count(((x, y),) -> x != y, zip(a, b))
end

isisogram(s) = (letters = [lowercase(c) for c in s if isletter(c)]; allunique(letters))

function luhn(s::AbstractString)
    digits_only = replace(s, " " => "")
    (length(digits_only) <= 1 || !all(isdigit, digits_only)) && return false
    total = 0
    for (i, c) in enumerate(reverse(digits_only))
        d = c - '0'
        if iseven(i)
            d *= 2
            d > 9 && (d -= 9)
        end
        total += d
    end
    total % 10 == 0
end

function collatz_steps(n::Integer)
    n < 1 && throw(DomainError(n))
    steps = 0
    while n != 1
        n = iseven(n) ? n ÷ 2 : 3n + 1
        steps += 1
    end
    steps
end

function transform(old::Dict)
    Dict(lowercase(letter) => score for (score, letters) in old for letter in letters)
end

@testset "leap" begin
    @test isleapyear(2015) == false
    @test isleapyear(1996)
    @test !isleapyear(1900)
    @test isleapyear(2000)
end

@testset "hamming" begin
    @test hamming("", "") == 0
    @test hamming("GGACTGAAATCTG", "GGACTGAAATCTG") == 0
    @test hamming("GGACGGATTCTG", "AGGACGGATTCT") == 9
    @test_throws ArgumentError hamming("AATG", "AAA")
end

@testset "isogram" begin
    @test isisogram("")
    @test isisogram("isogram")
    @test !isisogram("eleven")
    @test isisogram("six-year-old")
    @test !isisogram("Alphabet")
end

@testset "luhn" begin
    @test !luhn("1")
    @test luhn("4539 3195 0343 6467")
    @test !luhn("8273 1232 7352 0569")
    @test luhn("0000 0")
    @test !luhn("055a 444 285")
end

@testset "collatz" begin
    @test collatz_steps(1) == 0
    @test collatz_steps(16) == 4
    @test collatz_steps(12) == 9
    @test collatz_steps(1000000) == 152
    @test_throws DomainError collatz_steps(0)
    @test_throws DomainError collatz_steps(-15)
end

@testset "etl" begin
    old = Dict(1 => ['A', 'E'], 2 => ['D', 'G'])
    @test transform(old) == Dict('a' => 1, 'e' => 1, 'd' => 2, 'g' => 2)
    @test isempty(transform(Dict{Int,Vector{Char}}()))
end

@testset verbose = true "all" begin
    @testset "approx" begin
        @test 0.1 + 0.2 ≈ 0.3
        @test 1.0 ≈ 1.1 atol = 0.2
        @test π ≈ 3.14159 rtol = 1e-5
    end
    @testset "types" begin
        @test hamming("A", "A") isa Int
        @test typeof(collatz_steps(3)) == Int
    end
end
#= expect
Test Summary: | Pass  Total  Time
leap          |    4      4  <TIME>
Test Summary: | Pass  Total  Time
hamming       |    4      4  <TIME>
Test Summary: | Pass  Total  Time
isogram       |    5      5  <TIME>
Test Summary: | Pass  Total  Time
luhn          |    5      5  <TIME>
Test Summary: | Pass  Total  Time
collatz       |    6      6  <TIME>
Test Summary: | Pass  Total  Time
etl           |    2      2  <TIME>
Test Summary: | Pass  Total  Time
all           |    5      5  <TIME>
  approx      |    3      3  <TIME>
  types       |    2      2  <TIME>
=#
