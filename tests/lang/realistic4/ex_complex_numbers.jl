# Exercism "complex-numbers" done with Base's Complex, and its test file
using Test

@testset "complex numbers" begin
    @testset "arithmetic" begin
        @test (1 + 2im) + (3 + 4im) == 4 + 6im
        @test (1 + 2im) - (3 + 4im) == -2 - 2im
        @test (1 + 2im) * (3 + 4im) == -5 + 10im
        @test (1 + 2im) / (3 + 4im) ≈ 0.44 + 0.08im
        @test im^2 == -1
    end
    @testset "properties" begin
        @test real(1 + 2im) == 1
        @test imag(1 + 2im) == 2
        @test abs(3 + 4im) == 5
        @test abs(-5im) == 5
        @test conj(5 - 3im) == 5 + 3im
        @test angle(1im) ≈ π / 2
    end
    @testset "exponentials" begin
        @test exp(π * im) ≈ -1 atol = 1e-12
        @test exp(0im) == 1
        @test exp(1 + 0im) ≈ ℯ
        @test exp(log(2) + π * im) ≈ -2
    end
    @test_throws InexactError Int(1 + 1im)
end

z = 3 + 4im
println(z, " ", typeof(z), " ", abs(z), " ", conj(z), " ", z * z)
println(2.0 - 1.5im, " ", Complex(1.0, -0.0), " ", complex(2), " ", 1im, " ", -im)
println(sqrt(-4 + 0im), " ", sqrt(Complex(-4.0)), " ", abs2(1 + 2im))
w = ComplexF64(1, 2)
println(w, " ", typeof(w), " ", reim(w), " ", w / 2, " ", isreal(2 + 0im))
show(stdout, 1 + 2im); println()
println([1 + 2im, 3 - 1im], " ", repr(0.5 + 0im))
display(w)
#= expect
Test Summary:   | Pass  Total  Time
complex numbers |   16     16  <TIME>
3 + 4im Complex{Int64} 5.0 3 - 4im -7 + 24im
2.0 - 1.5im 1.0 - 0.0im 2 + 0im 0 + 1im 0 - 1im
0.0 + 2.0im 0.0 + 2.0im 5
1.0 + 2.0im ComplexF64 (1.0, 2.0) 0.5 + 1.0im true
1 + 2im
Complex{Int64}[1 + 2im, 3 - 1im] 0.5 + 0.0im
1.0 + 2.0im
=#
