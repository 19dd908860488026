# Tic-tac-toe with minimax: full game tree search on a small board
const LINES = [(1, 2, 3), (4, 5, 6), (7, 8, 9), (1, 4, 7), (2, 5, 8), (3, 6, 9), (1, 5, 9), (3, 5, 7)]

function winner(b::Vector{Char})
    for (i, j, k) in LINES
        b[i] != ' ' && b[i] == b[j] == b[k] && return b[i]
    end
    return nothing
end

other(p::Char) = p == 'X' ? 'O' : 'X'

function minimax(b::Vector{Char}, player::Char, memo::Dict{String,Int})
    key = String(b) * player
    haskey(memo, key) && return memo[key]
    w = winner(b)
    score = if w !== nothing
        w == 'X' ? 1 : -1
    elseif ' ' ∉ b
        0
    else
        scores = Int[]
        for i in findall(==(' '), b)
            b[i] = player
            push!(scores, minimax(b, other(player), memo))
            b[i] = ' '
        end
        player == 'X' ? maximum(scores) : minimum(scores)
    end
    memo[key] = score
end

function best_move(b, player, memo)
    moves = findall(==(' '), b)
    vals = map(moves) do i
        b[i] = player
        v = minimax(b, other(player), memo)
        b[i] = ' '
        v
    end
    player == 'X' ? moves[argmax(vals)] : moves[argmin(vals)]
end

function show_board(b)
    for r in 0:2
        println(" ", join(b[3r+1:3r+3], " | "))
        r < 2 && println("---+---+---")
    end
end

memo = Dict{String,Int}()
board = fill(' ', 9)
println("value of the empty board: ", minimax(board, 'X', memo))
player = 'X'
while winner(board) === nothing && ' ' in board
    m = best_move(board, player, memo)
    board[m] = player
    println(player, " plays ", m)
    global player = other(player)
end
show_board(replace(board, ' ' => '.'))
println("result: ", something(winner(board), "draw"), ", positions evaluated: ", length(memo))
#= expect
value of the empty board: 0
X plays 1
O plays 5
X plays 2
O plays 3
X plays 7
O plays 4
X plays 6
O plays 8
X plays 9
 X | X | O
---+---+---
 O | O | X
---+---+---
 X | O | X
result: draw, positions evaluated: 5478
=#
