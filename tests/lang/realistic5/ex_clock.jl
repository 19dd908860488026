# exercism "clock": an immutable struct normalised in its constructor, with its own show
using Test

struct Clock
    minutes::Int
    Clock(h::Integer, m::Integer) = new(mod(60h + m, 24 * 60))
end

hours(c::Clock) = c.minutes ÷ 60
mins(c::Clock) = c.minutes % 60

Base.:+(c::Clock, m::T) where {T<:Integer} = Clock(0, c.minutes + m)
Base.:-(c::Clock, m::Integer) = Clock(0, c.minutes - m)

Base.show(io::IO, c::Clock) = print(io, "\"", lpad(hours(c), 2, '0'), ":", lpad(mins(c), 2, '0'), "\"")

@testset "create" begin
    @test repr(Clock(8, 0)) == "\"08:00\""
    @test repr(Clock(11, 9)) == "\"11:09\""
    @test repr(Clock(24, 0)) == "\"00:00\""
    @test repr(Clock(25, 160)) == "\"03:40\""
    @test repr(Clock(-1, 15)) == "\"23:15\""
    @test repr(Clock(-25, -160)) == "\"20:20\""
    @test repr(Clock(1, -4820)) == "\"16:40\""
end

@testset "arithmetic and equality" begin
    @test Clock(10, 0) + 3 == Clock(10, 3)
    @test Clock(23, 59) + 2 == Clock(0, 1)
    @test Clock(0, 3) - 4 == Clock(23, 59)
    @test Clock(15, 37) == Clock(-9, 37)
    @test Clock(10, 37) != Clock(15, 37)
    @test hash(Clock(1, 0)) == hash(Clock(25, 0))
end

clocks = [Clock(h, 7h) for h in 0:5:23]
println(clocks)
show(stdout, Clock(9, 5)); println()
print(Clock(13, 45)); println()
println("in a tuple: ", (Clock(1, 2), Clock(3, 4)))
println(sort(clocks, by = c -> mins(c)))
println(length(Set([Clock(1, 0), Clock(25, 0), Clock(1, 1440)])))
#= expect
Test Summary: | Pass  Total  Time
create        |    7      7  <TIME>
Test Summary:           | Pass  Total  Time
arithmetic and equality |    6      6  <TIME>
Clock["00:00", "05:35", "11:10", "16:45", "22:20"]
"09:05"
"13:45"
in a tuple: ("01:02", "03:04")
Clock["00:00", "11:10", "22:20", "05:35", "16:45"]
1
=#
