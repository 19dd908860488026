# Tests of Printf: `kiln run stdlib/Printf/test/runtests.jl`.
using Test
using Printf

@testset "Printf" begin
    @test @sprintf("%d", 42) == "42"
    @test @sprintf("%5d|%-5d|%05d", 42, 42, 42) == "   42|42   |00042"
    @test @sprintf("%+d % d", 5, 7) == "+5  7"
    @test @sprintf("%x %X %o %#x %#o", 255, 255, 8, 255, 8) == "ff FF 10 0xff 010"
    @test @sprintf("%.2f %8.3f %-8.2f|", 3.14159, 3.14159, 2.5) == "3.14    3.142 2.50    |"
    @test @sprintf("%e %.2e %E", 12345.678, 0.000123, 1.5) == "1.234568e+04 1.23e-04 1.500000E+00"
    @test @sprintf("%g %g %g %g", 0.0001, 123456789.0, 100.0, 1e-5) == "0.0001 1.23457e+08 100 1e-05"
    @test @sprintf("%s|%5s|%-5s|%.2s", "a", "b", "c", "xyz") == "a|    b|c    |xy"
    @test @sprintf("%c%c", 'o', 'k') == "ok"
    @test @sprintf("%d%%", 50) == "50%"
    @test @sprintf("%s", [1, 2]) == "[1, 2]"
    @test @sprintf("%d %d", typemax(Int), typemin(Int)) == "9223372036854775807 -9223372036854775808"
    @test Printf.format(Printf.Format("%3d"), 7) == "  7"
end
