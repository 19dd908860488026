# @enum with dispatch and state machines
@enum Light red yellow green
@enum Suit::UInt8 begin
    hearts = 1
    diamonds
    clubs
    spades
end

next_light(l::Light) = l == red ? green : l == green ? yellow : red
function duration(l::Light)
    if l == red
        30
    elseif l == yellow
        5
    else
        25
    end
end

l = red
for _ in 1:4
    println(l, " for ", duration(l), "s")
    global l = next_light(l)
end
println(instances(Light))
println(Int(green), " ", Light(1), " ", typeof(red), " ", red < green)
for s in instances(Suit)
    println(s, " = ", Integer(s), " ", typeof(Integer(s)))
end
println(Suit(3), " ", length(instances(Suit)), " ", string(spades), " ", Symbol(hearts))
println(sort([spades, hearts, clubs]))
println(Dict(hearts => "♥")[hearts])
try
    Suit(9)
catch e
    println(typeof(e))
end
counts = zeros(Int, length(instances(Light)))
for l in [red, green, green, yellow, red, red]
    counts[Int(l) + 1] += 1
end
println(counts)
println([string(x) for x in instances(Light) if x != yellow])
#= expect
red for 30s
green for 25s
yellow for 5s
red for 30s
(red, yellow, green)
2 yellow Light true
hearts = 1 UInt8
diamonds = 2 UInt8
clubs = 3 UInt8
spades = 4 UInt8
clubs 4 spades hearts
Suit[hearts, clubs, spades]
♥
ArgumentError
[3, 1, 2]
["red", "green"]
=#
