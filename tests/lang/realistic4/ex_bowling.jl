# Exercism "bowling": a game type with validation errors and its test file (@test_throws with types)
using Test

mutable struct Game
    rolls::Vector{Int}
    Game() = new(Int[])
end

struct BowlingError <: Exception
    msg::String
end
Base.showerror(io::IO, e::BowlingError) = print(io, "BowlingError: ", e.msg)

function frames(g::Game)
    fs = Vector{Vector{Int}}()
    i = 1
    while i <= length(g.rolls) && length(fs) < 10
        if g.rolls[i] == 10
            push!(fs, [10])
            i += 1
        else
            push!(fs, g.rolls[i:min(i + 1, end)])
            i += 2
        end
    end
    fs, g.rolls[i:end]
end

function roll!(g::Game, pins::Int)
    0 <= pins <= 10 || throw(BowlingError("pins must be between 0 and 10, got $pins"))
    isdone(g) && throw(BowlingError("game is over"))
    fs, bonus = frames(g)
    if length(fs) < 10 || (length(fs) == 10 && length(fs[end]) == 1 && fs[end] != [10])
        if !isempty(fs) && length(fs[end]) == 1 && fs[end] != [10] && fs[end][1] + pins > 10
            throw(BowlingError("a frame cannot knock down more than 10 pins"))
        end
    else
        last = fs[end]
        if length(bonus) == 1 && bonus[1] != 10 && last == [10] && bonus[1] + pins > 10
            throw(BowlingError("bonus rolls cannot knock down more than 10 pins"))
        end
    end
    push!(g.rolls, pins)
    g
end

function isdone(g::Game)
    fs, bonus = frames(g)
    length(fs) < 10 && return false
    last = fs[end]
    if last == [10]
        length(bonus) >= 2
    elseif length(last) == 2 && sum(last) == 10
        length(bonus) >= 1
    else
        length(last) == 2
    end
end

function score(g::Game)
    isdone(g) || throw(BowlingError("score cannot be taken until the end of the game"))
    r = g.rolls
    total, i = 0, 1
    for _ in 1:10
        if r[i] == 10
            total += 10 + r[i+1] + r[i+2]
            i += 1
        elseif r[i] + r[i+1] == 10
            total += 10 + r[i+2]
            i += 2
        else
            total += r[i] + r[i+1]
            i += 2
        end
    end
    total
end

play(rolls) = foldl(roll!, rolls; init = Game())

@testset "bowling" begin
    @test score(play(zeros(Int, 20))) == 0
    @test score(play(fill(3, 20))) == 60
    @test score(play([6; 4; 3; zeros(Int, 17)])) == 16
    @test score(play([10; 5; 3; zeros(Int, 16)])) == 26
    @test score(play(fill(10, 12))) == 300
    @test score(play([zeros(Int, 18); 7; 3; 5])) == 15
    @test_throws BowlingError play([11])
    @test_throws BowlingError play([5, 6])
    @test_throws BowlingError score(play([1, 2]))
    @test_throws BowlingError play([zeros(Int, 20); 1])
    @test_throws BowlingError play([zeros(Int, 18); 10; 5; 6])
end

g = play([10, 7, 3, 9, 0, 10, 0, 8, 8, 2, 0, 6, 10, 10, 10, 8, 1])
println(score(g), " ", length(g.rolls), " ", first(frames(g))[1:3])
for bad in ([3, 8], [zeros(Int, 20); 4], [-1])
    try
        play(bad)
    catch e
        println(sprint(showerror, e))
    end
end
#= expect
Test Summary: | Pass  Total  Time
bowling       |   11     11  <TIME>
167 17 [[10], [7, 3], [9, 0]]
BowlingError: a frame cannot knock down more than 10 pins
BowlingError: game is over
BowlingError: pins must be between 0 and 10, got -1
=#
