# exercism: roman-numerals, isogram, anagram, pangram — each with its test set
using Test

const ROMAN = [1000 => "M", 900 => "CM", 500 => "D", 400 => "CD", 100 => "C", 90 => "XC",
               50 => "L", 40 => "XL", 10 => "X", 9 => "IX", 5 => "V", 4 => "IV", 1 => "I"]

function to_roman(n::Integer)
    n > 0 || throw(ErrorException("cannot convert $n"))
    buf = IOBuffer()
    for (value, letters) in ROMAN
        while n >= value
            print(buf, letters)
            n -= value
        end
    end
    String(take!(buf))
end

function isisogram(s::AbstractString)
    letters = [lowercase(c) for c in s if isletter(c)]
    length(letters) == length(unique(letters))
end

ispangram(s) = all(c -> c in lowercase(s), 'a':'z')

function detect_anagrams(subject, candidates)
    key(w) = sort(collect(lowercase(w)))
    filter(candidates) do w
        lowercase(w) != lowercase(subject) && key(w) == key(subject)
    end
end

@testset "roman numerals" begin
    @test to_roman(1) == "I"
    @test to_roman(4) == "IV"
    @test to_roman(1990) == "MCMXC"
    @test to_roman(2024) == "MMXXIV"
    @test to_roman(3999) == "MMMCMXCIX"
    @test_throws ErrorException to_roman(0)
end

@testset "isogram" begin
    @test isisogram("")
    @test isisogram("subdermatoglyphic")
    @test !isisogram("Alphabet")
    @test isisogram("six-year-old")
    @test !isisogram("accentor")
end

@testset "anagram" begin
    @test detect_anagrams("listen", ["enlists", "google", "inlets", "banana"]) == ["inlets"]
    @test isempty(detect_anagrams("BANANA", ["Banana"]))
    @test detect_anagrams("Orchestra", ["cashregister", "Carthorse", "radishes"]) == ["Carthorse"]
end

@testset "pangram" begin
    @test ispangram("The quick brown fox jumps over the lazy dog")
    @test !ispangram("a quick movement of the enemy will jeopardize five gunboats")
    @test !ispangram("")
end

for n in (14, 49, 1666, 944)
    println(lpad(n, 5), " => ", to_roman(n))
end
println(detect_anagrams("stone", ["tones", "notes", "Seton", "stone", "onset"]))
#= expect
Test Summary:  | Pass  Total  Time
roman numerals |    6      6  <TIME>
Test Summary: | Pass  Total  Time
isogram       |    5      5  <TIME>
Test Summary: | Pass  Total  Time
anagram       |    3      3  <TIME>
Test Summary: | Pass  Total  Time
pangram       |    3      3  <TIME>
   14 => XIV
   49 => XLIX
 1666 => MDCLXVI
  944 => CMXLIV
["tones", "notes", "Seton", "onset"]
=#
