# A handful of small exercism exercises with their test sets: luhn, allergies, anagram, bob, raindrops, hamming
using Test

function luhn(s::AbstractString)
    t = replace(s, " " => "")
    (length(t) > 1 && all(isdigit, t)) || return false
    total = 0
    for (i, c) in enumerate(reverse(t))
        d = c - '0'
        if iseven(i)
            d *= 2
            d > 9 && (d -= 9)
        end
        total += d
    end
    total % 10 == 0
end

const ALLERGENS = ["eggs", "peanuts", "shellfish", "strawberries", "tomatoes", "chocolate", "pollen", "cats"]
allergic_to(score, item) = score & (1 << (findfirst(==(item), ALLERGENS) - 1)) != 0
allergy_list(score) = Set(a for a in ALLERGENS if allergic_to(score, a))

function detect_anagrams(subject, candidates)
    key(w) = sort(collect(lowercase(w)))
    filter(c -> lowercase(c) != lowercase(subject) && key(c) == key(subject), candidates)
end

function bob(stimulus)
    s = strip(stimulus)
    isempty(s) && return "Fine. Be that way!"
    yelling = any(isletter, s) && uppercase(s) == s
    question = endswith(s, '?')
    yelling && question ? "Calm down, I know what I'm doing!" :
    yelling ? "Whoa, chill out!" :
    question ? "Sure." : "Whatever."
end

raindrops(n) = (s = join(w for (d, w) in ((3, "Pling"), (5, "Plang"), (7, "Plong")) if n % d == 0); isempty(s) ? string(n) : s)

function hamming(a, b)
    length(a) == length(b) || throw(ArgumentError("strands must be of equal length"))
    count(((x, y),) -> x != y, zip(a, b))
end

@testset verbose = true "small exercises" begin
    @testset "luhn" begin
        @test luhn("4539 3195 0343 6467")
        @test !luhn("8273 1232 7352 0569")
        @test !luhn("0")
        @test luhn("0 0")
        @test !luhn("055a 444 285")
    end
    @testset "allergies" begin
        @test allergic_to(5, "eggs")
        @test !allergic_to(5, "peanuts")
        @test allergy_list(34) == Set(["peanuts", "chocolate"])
        @test allergy_list(257) == Set(["eggs"])
        @test length(allergy_list(255)) == 8
    end
    @testset "anagram" begin
        @test detect_anagrams("listen", ["enlists", "google", "inlets", "banana"]) == ["inlets"]
        @test detect_anagrams("Orchestra", ["cashregister", "Carthorse", "radishes"]) == ["Carthorse"]
        @test isempty(detect_anagrams("BANANA", ["Banana"]))
    end
    @testset "bob" begin
        @test bob("Tom-ay-to, tom-aaaah-to.") == "Whatever."
        @test bob("WATCH OUT!") == "Whoa, chill out!"
        @test bob("Does this cryogenic chamber make me look fat?") == "Sure."
        @test bob("WHAT'S GOING ON?") == "Calm down, I know what I'm doing!"
        @test bob("1, 2, 3") == "Whatever."
        @test bob("   \t ") == "Fine. Be that way!"
    end
    @testset "raindrops $n" for (n, expected) in [(1, "1"), (3, "Pling"), (35, "PlangPlong"), (105, "PlingPlangPlong")]
        @test raindrops(n) == expected
    end
    @testset "hamming" begin
        @test hamming("GAGCCTACTAACGGGAT", "CATCGTAATGACGGCCT") == 7
        @test hamming("", "") == 0
        @test_throws ArgumentError hamming("AATG", "AAA")
    end
end
println(sort(collect(allergy_list(42))), " ", raindrops.(1:7:36), " ", bob("ok?"))
#= expect
Test Summary:   | Pass  Total  Time
small exercises |   26     26  <TIME>
  luhn          |    5      5  <TIME>
  allergies     |    5      5  <TIME>
  anagram       |    3      3  <TIME>
  bob           |    6      6  <TIME>
  raindrops 1   |    1      1  <TIME>
  raindrops 3   |    1      1  <TIME>
  raindrops 35  |    1      1  <TIME>
  raindrops 105 |    1      1  <TIME>
  hamming       |    3      3  <TIME>
["chocolate", "peanuts", "strawberries"] ["1", "8", "PlingPlang", "22", "29", "Pling"] Sure.
=#
