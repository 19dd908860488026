# Exercism "run-length-encoding": regex-driven encode/decode and a round-trip test
using Test

function encode(s::AbstractString)
    isempty(s) && return ""
    io = IOBuffer()
    for m in eachmatch(r"(.)\1*"s, s)
        n = length(m.match)
        n > 1 && print(io, n)
        print(io, m.captures[1])
    end
    String(take!(io))
end

decode(s::AbstractString) = join(repeat(m[2], isempty(m[1]) ? 1 : parse(Int, m[1])) for m in eachmatch(r"(\d*)(\D)", s))

@testset "run-length encoding" begin
    @testset "encode" begin
        @test encode("") == ""
        @test encode("XYZ") == "XYZ"
        @test encode("AABBBCCCC") == "2A3B4C"
        @test encode("WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWB") == "12WB12W3B24WB"
        @test encode("  hsqq qww  ") == "2 hs2q q2w2 "
        @test encode("aabbbcccc") == "2a3b4c"
        @test encode("⏰⚽⚽⚽⭐⭐⏰") == "⏰3⚽2⭐⏰"
    end
    @testset "decode" begin
        @test decode("") == ""
        @test decode("2A3B4C") == "AABBBCCCC"
        @test decode("12WB12W3B24WB") == "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWB"
        @test decode("2 hs2q q2w2 ") == "  hsqq qww  "
    end
    @testset "round trip" for s in ["zzz ZZ  zZ", "aaaaaaaaaab", "x"]
        @test decode(encode(s)) == s
    end
end

for s in ["aaabccddddd", "abc", "mississippi", "🍎🍎🍌"]
    e = encode(s)
    println(rpad(repr(s), 16), " => ", rpad(repr(e), 14), " ratio ", round(length(e) / length(s), digits = 2))
end
m = match(r"(\d+)(\w)", "xx12Wyy")
println(m.match, " ", m.captures, " ", m.offset, " ", m[1], " ", typeof(m[2]))
println(collect(m.match for m in eachmatch(r"(.)\1+", "aabccdeee")))
#= expect
Test Summary:       | Pass  Total  Time
run-length encoding |   14     14  <TIME>
"aaabccddddd"    => "3ab2c5d"      ratio 0.64
"abc"            => "abc"          ratio 1.0
"mississippi"    => "mi2si2si2pi"  ratio 1.0
"🍎🍎🍌"         => "2🍎🍌"        ratio 1.0
12W Union{Nothing, SubString{String}}["12", "W"] 3 12 SubString{String}
SubString{String}["aa", "cc", "eee"]
=#
