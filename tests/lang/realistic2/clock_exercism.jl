# Exercism: clock, with arithmetic on minutes, equality and show
struct Clock
    minutes::Int
    Clock(h::Integer, m::Integer) = new(mod(60h + m, 24 * 60))
end
struct Minute
    n::Int
end
Base.:+(c::Clock, m::Minute) = Clock(0, c.minutes + m.n)
Base.:-(c::Clock, m::Minute) = Clock(0, c.minutes - m.n)
Base.:+(m::Minute, c::Clock) = c + m
Base.show(io::IO, c::Clock) = print(io, '"', lpad(c.minutes ÷ 60, 2, '0'), ":", lpad(c.minutes % 60, 2, '0'), '"')
hour(c::Clock) = c.minutes ÷ 60

using Test
@testset "clock" begin
    @testset "create" begin
        @test repr(Clock(8, 0)) == "\"08:00\""
        @test repr(Clock(11, 9)) == "\"11:09\""
        @test repr(Clock(24, 0)) == "\"00:00\""
        @test repr(Clock(25, 160)) == "\"03:40\""
        @test repr(Clock(-1, 15)) == "\"23:15\""
        @test repr(Clock(-121, -5810)) == "\"22:10\""
    end
    @testset "arithmetic" begin
        @test Clock(10, 0) + Minute(3) == Clock(10, 3)
        @test Clock(23, 59) + Minute(2) == Clock(0, 1)
        @test Clock(0, 3) - Minute(4) == Clock(23, 59)
        @test Minute(60) + Clock(1, 0) == Clock(2, 0)
        @test Clock(5, 32) - Minute(1500) == Clock(4, 32)
    end
    @testset "equality" begin
        @test Clock(15, 37) == Clock(15, 37)
        @test Clock(15, 36) != Clock(15, 37)
        @test Clock(-2, -40) == Clock(21, 20)
        @test hour(Clock(-2, -40)) == 21
    end
end
println(Clock(9, 5), " ", [Clock(0, 0), Clock(12, 30)], " ", Clock(1, 2) + Minute(-3))
#= expect
Test Summary: | Pass  Total  Time
clock         |   15     15  <TIME>
"09:05" Clock["00:00", "12:30"] "00:59"
=#
