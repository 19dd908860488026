# Exercism: robot simulator with an enum, a mutable struct and command strings
@enum Direction NORTH = 0 EAST = 1 SOUTH = 2 WEST = 3

mutable struct Robot
    x::Int
    y::Int
    heading::Direction
end
Robot() = Robot(0, 0, NORTH)

position(r::Robot) = (r.x, r.y)
right!(r::Robot) = (r.heading = Direction((Int(r.heading) + 1) % 4); r)
left!(r::Robot) = (r.heading = Direction((Int(r.heading) + 3) % 4); r)
function advance!(r::Robot)
    if r.heading == NORTH
        r.y += 1
    elseif r.heading == SOUTH
        r.y -= 1
    elseif r.heading == EAST
        r.x += 1
    else
        r.x -= 1
    end
    r
end
const COMMANDS = Dict('R' => right!, 'L' => left!, 'A' => advance!)
function move!(r::Robot, instructions::AbstractString)
    for c in instructions
        f = get(COMMANDS, c) do
            throw(ArgumentError("unknown instruction '$c'"))
        end
        f(r)
    end
    r
end
Base.show(io::IO, r::Robot) = print(io, "Robot at ", position(r), " facing ", r.heading)

r = Robot(7, 3, NORTH)
move!(r, "RAALAL")
println(r)
r2 = Robot()
headings = Direction[]
for _ in 1:4
    right!(r2)
    push!(headings, r2.heading)
end
println(join(headings, " "), " ", headings)
println(move!(Robot(), "AAARAAALA"))
try
    move!(Robot(), "AXA")
catch e
    println(e.msg)
end
robots = [move!(Robot(i, 0, EAST), "A"^i) for i in 1:3]
println(join(string.(position.(robots)), ", "))
println(sort([SOUTH, NORTH, WEST]), " ", Direction(2), " ", NORTH < WEST, " ", typemax(Direction))
#= expect
Robot at (9, 4) facing WEST
EAST SOUTH WEST NORTH Direction[EAST, SOUTH, WEST, NORTH]
Robot at (3, 4) facing NORTH
unknown instruction 'X'
(2, 0), (4, 0), (6, 0)
Direction[NORTH, SOUTH, WEST] SOUTH true WEST
=#
