# Exercism "dnd-character": dice rolls with a seeded generator, checked by property tests
using Random
using Test

Random.seed!(2024)

modifier(score) = fld(score - 10, 2)

function ability()
    rolls = rand(1:6, 4)
    sum(rolls) - minimum(rolls)
end

struct DNDCharacter
    strength::Int
    dexterity::Int
    constitution::Int
    intelligence::Int
    wisdom::Int
    charisma::Int
    hitpoints::Int
end

function DNDCharacter()
    scores = [ability() for _ in 1:6]
    DNDCharacter(scores..., 10 + modifier(scores[3]))
end

@testset "dnd character" begin
    @testset "modifier" begin
        for (score, m) in [3 => -4, 4 => -3, 5 => -3, 9 => -1, 10 => 0, 11 => 0, 12 => 1, 17 => 3, 18 => 4]
            @test modifier(score) == m
        end
    end
    @testset "ability in range" begin
        @test all(3 <= ability() <= 18 for _ in 1:300)
        @test issubset(6:17, Set(ability() for _ in 1:600))
    end
    @testset "character" begin
        for _ in 1:20
            c = DNDCharacter()
            @test all(3 <= getfield(c, f) <= 18 for f in fieldnames(DNDCharacter)[1:6])
            @test c.hitpoints == 10 + modifier(c.constitution)
        end
    end
end

Random.seed!(7)
a = rand(1:6, 10)
Random.seed!(7)
b = rand(1:6, 10)
println(a == b, " ", all(in(1:6), a), " ", length(a), " ", eltype(a))
rng = MersenneTwister(11)
x = [rand(rng) for _ in 1:5]
println(all(0 .<= x .< 1), " ", x == [rand(MersenneTwister(11)) for _ in 1:1] ? "same" : "different", " ", issorted(sort(x)))
println(fieldnames(DNDCharacter))
println(shuffle(MersenneTwister(3), collect(1:5)) |> sort)
#= expect
Test Summary: | Pass  Total  Time
dnd character |   51     51  <TIME>
true true 10 Int64
true different true
(:strength, :dexterity, :constitution, :intelligence, :wisdom, :charisma, :hitpoints)
[1, 2, 3, 4, 5]
=#
