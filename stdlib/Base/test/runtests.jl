# Tests of Base written with Test: `kiln run stdlib/Base/test/runtests.jl`.
using Test

@testset "Base" begin
    @testset "numbers" begin
        @test 7 ÷ 2 == 3 && -7 ÷ 2 == -3
        @test fld(-7, 2) == -4 && cld(7, 2) == 4 && mod(-7, 2) == 1
        @test divrem(7, -2) == (-3, 1)
        @test typeof(Int8(1) + UInt8(1)) === UInt8
        @test typeof(UInt32(1) + 1) === Int64
        @test UInt8(200) + UInt8(100) == 0x2c
        @test 300 % UInt8 == 0x2c
        @test_throws InexactError UInt8(300)
        @test_throws InexactError Int(2.5)
        @test_throws DivideError div(1, 0)
        @test_throws DomainError sqrt(-1.0)
        p = -2
        @test_throws DomainError 2^p
        @test -1 < typemax(UInt64)
        @test !(-1 == typemax(UInt64))
        @test 2^10 == 1024 && 2^-1 == 0.5
        @test 1.5^2 == 2.25
        @test gcd(12, 18) == 6 && lcm(4, 6) == 12
        @test round(2.5) == 2.0 && round(3.5) == 4.0 && round(-2.5) == -2.0
        @test round(3.14159; digits = 2) == 3.14
        @test trunc(Int, -2.7) == -2 && floor(Int, -0.5) == -1
        @test isnan(0.0 / 0.0) && isinf(1 / 0) && isfinite(1.0)
        @test isequal(NaN, NaN) && !isequal(0.0, -0.0) && 0.0 == -0.0
        @test min(1, 2.5) === 1.0 && max(2, 1.5) === 2.0
        @test minmax(5, 2) == (2, 5)
        @test clamp(15, 0, 10) == 10
        @test count_ones(7) == 3 && leading_zeros(1) == 63 && trailing_zeros(8) == 3
        @test factorial(5) == 120
        @test_throws OverflowError factorial(21)
        @test parse(Int, "ff"; base = 16) == 255
        @test parse(Float64, "1e3") == 1000.0
        @test tryparse(Int, "x") === nothing
        @test string(1.0) == "1.0" && string(1e20) == "1.0e20" && string(0.1 + 0.2) == "0.30000000000000004"
        @test 1.0 ≈ 1.0 + 1e-10
        @test !(1.0 ≈ 1.1)
    end
    @testset "strings" begin
        s = "héllo"
        @test length(s) == 5 && ncodeunits(s) == 6
        @test s[2] == 'é' && nextind(s, 2) == 4
        @test_throws StringIndexError s[3]
        @test_throws BoundsError s[10]
        @test uppercase(s) == "HÉLLO"
        @test split("a,b,,c", ",") == ["a", "b", "", "c"]
        @test join([1, 2, 3], "-") == "1-2-3"
        @test replace("aaa", "a" => "b"; count = 2) == "bba"
        @test strip("  x  ") == "x"
        @test lpad("7", 3, "0") == "007"
        @test occursin(r"^\d+$", "123")
        @test match(r"(\d+)", "ab12").captures[1] == "12"
        @test [m.match for m in eachmatch(r"\d", "a1b2")] == ["1", "2"]
        @test repr("a\nb") == "\"a\\nb\""
        @test string('a', 1, 2.0, :b) == "a12.0b"
        @test reverse("abc") == "cba"
        @test titlecase("hello world") == "Hello World"
    end
    @testset "collections" begin
        v = [3, 1, 2]
        @test sort(v) == [1, 2, 3] && v == [3, 1, 2]
        @test sort(v; rev = true) == [3, 2, 1]
        @test sortperm([30, 10, 20]) == [2, 3, 1]
        @test sort(["bb", "a", "ccc"]; by = length) == ["a", "bb", "ccc"]
        @test push!([1], 2) == [1, 2]
        @test_throws ArgumentError pop!(Int[])
        @test_throws BoundsError [1, 2][3]
        d = Dict("a" => 1)
        d["b"] = 2
        @test d["b"] == 2 && length(d) == 2
        @test get(d, "z", 0) == 0
        @test_throws KeyError d["z"]
        @test sort(collect(keys(d))) == ["a", "b"]
        s = Set([1, 2, 2])
        @test length(s) == 2 && 2 in s
        @test union([1, 2], [2, 3]) == [1, 2, 3]
        @test sum(1:100) == 5050 && prod(1:5) == 120
        @test maximum([2, 9, 4]) == 9 && extrema([5, 3, 9]) == (3, 9)
        @test findall(isodd, [1, 2, 3]) == [1, 3]
        @test [x^2 for x in 1:3] == [1, 4, 9]
        @test collect(zip(1:2, "ab")) == [(1, 'a'), (2, 'b')]
        @test [1 2; 3 4][2, 1] == 3
        @test hcat([1, 2], [3, 4]) == [1 3; 2 4]
        @test vcat([1], [2, 3]) == [1, 2, 3]
        @test [1, 2] .+ 1 == [2, 3]
        @test (a = 1, b = 2).b == 2
        @test merge((a = 1,), (b = 2,)) == (a = 1, b = 2)
        @test first(1 => 2) == 1
    end
    @testset "printing" begin
        @test repr([1, 2]) == "[1, 2]"
        @test repr(Any[1, "a"]) == "Any[1, \"a\"]"
        @test repr([1 2; 3 4]) == "[1 2; 3 4]"
        @test repr((1,)) == "(1,)"
        @test repr(Dict("a" => 1)) == "Dict(\"a\" => 1)"
        @test repr(Dict(1 => true)) == "Dict{Int64, Bool}(1 => 1)"
        @test repr(0x0a) == "0x0a"
        @test repr(1:3) == "1:3"
        @test sprint(show, 'a') == "'a'"
        @test string([1.0, 2.5]) == "[1.0, 2.5]"
    end
end

