using Test, Printf

@assert x > 0
@assert x > 0 "x must be positive"
@show x
@show x y
@show x -1
@show a, b
t = @time f(x)
e = @elapsed sleep(0.1)
@inbounds for i in eachindex(v)
    v[i] += 1
end
@inline f(x) = 2x
@noinline function g(x)
    x
end
@simd for i in 1:n
    s += v[i]
end
@printf("%d items\n", n)
@printf "%.2f\n" x
s = @sprintf("%5.1f", x)
@test 1 + 1 == 2
@test_throws ArgumentError parse(Int, "x")
@testset "arithmetic" begin
    @test 1 + 1 == 2
    @testset "nested" begin
        @test true
    end
end
@testset verbose = true "name" begin
    @test f(1) == 2
end
@testset "loop $i" for i in 1:3
    @test i > 0
end
file = @__FILE__
d = @isdefined x
[@show x]
m = @m(a, b = 1; c = 2)
