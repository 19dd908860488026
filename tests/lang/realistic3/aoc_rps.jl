# Advent of Code 2022 day 2: rock paper scissors strategy guide
@enum Shape Rock = 1 Paper = 2 Scissors = 3

const OPP = Dict('A' => Rock, 'B' => Paper, 'C' => Scissors)
const ME = Dict('X' => Rock, 'Y' => Paper, 'Z' => Scissors)

beats(a::Shape) = Shape(mod1(Int(a) + 2, 3))   # the shape a beats
loses_to(a::Shape) = Shape(mod1(Int(a) + 1, 3))

function outcome(opp::Shape, me::Shape)
    me == opp && return 3
    beats(me) == opp ? 6 : 0
end
score(opp, me) = Int(me) + outcome(opp, me)

guide = """
A Y
B X
C Z
A Z
C X"""

rounds = [(line[1], line[3]) for line in split(guide, "\n")]
part1 = sum(score(OPP[a], ME[b]) for (a, b) in rounds)
println("part 1: ", part1)

function choose(opp::Shape, wanted::Char)
    wanted == 'X' ? beats(opp) : wanted == 'Y' ? opp : loses_to(opp)
end
part2 = 0
for (a, b) in rounds
    global part2
    me = choose(OPP[a], b)
    s = score(OPP[a], me)
    println(OPP[a], " vs ", me, " -> ", s)
    part2 += s
end
println("part 2: ", part2)
println(instances(Shape), " ", beats(Rock), " ", loses_to(Rock), " ", Int(Scissors))
#= expect
part 1: 25
Rock vs Rock -> 4
Paper vs Rock -> 1
Scissors vs Rock -> 7
Rock vs Paper -> 8
Scissors vs Paper -> 2
part 2: 22
(Rock, Paper, Scissors) Scissors Paper 3
=#
