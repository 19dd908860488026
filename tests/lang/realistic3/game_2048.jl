# The 2048 game's board logic: sliding and merging rows, moves by rotation, scoring, and display
const Board = Matrix{Int}

function slide_row(row::AbstractVector{Int})
    tiles = filter(!iszero, row)
    out = Int[]
    score = 0
    i = 1
    while i <= length(tiles)
        if i < length(tiles) && tiles[i] == tiles[i+1]
            push!(out, 2tiles[i])
            score += 2tiles[i]
            i += 2
        else
            push!(out, tiles[i])
            i += 1
        end
    end
    append!(out, zeros(Int, length(row) - length(out)))
    out, score
end

function move(b::Board, dir::Symbol)
    turns = Dict(:left => 0, :down => 1, :right => 2, :up => 3)[dir]
    r = rotl90(b, turns)
    total = 0
    for i in axes(r, 1)
        r[i, :], s = slide_row(r[i, :])
        total += s
    end
    rotr90(r, turns), total
end

function show_board(io::IO, b::Board)
    w = maximum(length ∘ string, b)
    for i in axes(b, 1)
        println(io, join((x == 0 ? lpad(".", w) : lpad(x, w) for x in b[i, :]), " "))
    end
end

println(slide_row([2, 2, 2, 2]), " ", slide_row([0, 4, 4, 8]), " ", slide_row([2, 0, 2, 4]))
b = [2 0 2 4;
     0 4 4 0;
     8 8 0 2;
     2 2 2 0]
show_board(stdout, b)
score = 0
for d in (:left, :up, :right, :down)
    global b, score
    b, s = move(b, d)
    score += s
    println("after ", d, " (+", s, "):")
    show_board(stdout, b)
end
println("score ", score, ", max tile ", maximum(b), ", empty ", count(iszero, b))
println(move([2 2; 2 2], :left), " ", move([2 2; 2 2], :up)[1], " ", rotl90([1 2; 3 4]))
#= expect
([4, 4, 0, 0], 8) ([8, 8, 0, 0], 8) ([4, 4, 0, 0], 4)
2 . 2 4
. 4 4 .
8 8 . 2
2 2 2 .
after left (+32):
 4  4  .  .
 8  .  .  .
16  2  .  .
 4  2  .  .
after up (+4):
 4  .  .  .
 8  .  .  .
16  4  .  .
 4  4  .  .
after right (+8):
 .  .  .  4
 .  .  .  8
 .  . 16  4
 .  .  .  8
after down (+0):
 .  . 16  4
 .  .  .  8
 .  .  .  4
 .  .  .  8
score 44, max tile 16, empty 11
([4 0; 4 0], 8) [0 0; 4 4] [2 4; 1 3]
=#
