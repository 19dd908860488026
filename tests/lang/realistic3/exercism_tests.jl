# Exercism-style solutions checked with @testset: isbn, pangram, acronym, rna, clock arithmetic
using Test

function isvalid_isbn(s::AbstractString)
    ds = filter(c -> isdigit(c) || c == 'X', s)
    length(ds) == 10 || return false
    occursin(r"^[\d-]+X?$", s) || return false
    total = sum((11 - i) * (c == 'X' ? 10 : c - '0') for (i, c) in enumerate(ds))
    total % 11 == 0
end

ispangram(s) = all(c -> c in lowercase(s), 'a':'z')
acronym(s) = uppercase(join(first.(split(s, r"[\s\-_]+"; keepempty = false))))

const RNA = Dict('G' => 'C', 'C' => 'G', 'T' => 'A', 'A' => 'U')
function to_rna(dna)
    all(in(keys(RNA)), dna) || throw(ErrorException("Invalid RNA strand"))
    map(c -> RNA[c], dna)
end

struct Clock
    minutes::Int
    Clock(h, m) = new(mod(h * 60 + m, 24 * 60))
end
Base.:+(c::Clock, m::Int) = Clock(0, c.minutes + m)
Base.:-(c::Clock, m::Int) = Clock(0, c.minutes - m)
Base.show(io::IO, c::Clock) = print(io, lpad(c.minutes ÷ 60, 2, '0'), ":", lpad(c.minutes % 60, 2, '0'))

@testset "isbn" begin
    @test isvalid_isbn("3-598-21508-8")
    @test !isvalid_isbn("3-598-21508-9")
    @test isvalid_isbn("3-598-21507-X")
    @test !isvalid_isbn("3-598-2X507-9")
    @test !isvalid_isbn("")
end
@testset "strings" begin
    @test ispangram("The quick brown fox jumps over the lazy dog")
    @test !ispangram("a quick movement of the enemy")
    @test acronym("Portable Network Graphics") == "PNG"
    @test acronym("Complementary metal-oxide semiconductor") == "CMOS"
    @test acronym("Something - I made up from thin air") == "SIMUFTA"
end
@testset "rna" begin
    @test to_rna("ACGTGGTCTTAA") == "UGCACCAGAAUU"
    @test_throws ErrorException to_rna("XCGFGGTDTTAA")
end
@testset verbose = true "clock" begin
    @testset "create" begin
        @test string(Clock(8, 0)) == "08:00"
        @test string(Clock(25, 160)) == "03:40"
        @test string(Clock(-1, -40)) == "22:20"
    end
    @testset "arith" begin
        @test Clock(10, 0) + 61 == Clock(11, 1)
        @test Clock(0, 30) - 60 == Clock(23, 30)
    end
end
println(Clock(-25, -160), " ", [Clock(h, 0) for h in 0:8:16])
#= expect
Test Summary: | Pass  Total  Time
isbn          |    5      5  <TIME>
Test Summary: | Pass  Total  Time
strings       |    5      5  <TIME>
Test Summary: | Pass  Total  Time
rna           |    2      2  <TIME>
Test Summary: | Pass  Total  Time
clock         |    5      5  <TIME>
  create      |    3      3  <TIME>
  arith       |    2      2  <TIME>
20:20 Clock[00:00, 08:00, 16:00]
=#
