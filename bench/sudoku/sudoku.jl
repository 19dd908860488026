# sudoku: solve a fixed set of hard sudoku puzzles, each N times over, by
# depth-first search that always fills the empty cell with the fewest
# candidates; candidates come from bitmasks of the digits used in each row,
# column and box. Usage: sudoku.jl [N] (default 50); prints the number of
# puzzles solved and the sum of their solutions' hashes.

const PUZZLES = [
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
    "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
    "6.....8.3.4.7.................5.4.7.3..2.....1.6.......2.....5.....8.6......1....",
    "....14....3....2...7..........9...3.6.1.............8.2.....1.4....5.6.....7.8...",
    ".524.........7.1..............8.2...3.....6...9.5.....1.6.3...........897........",
    "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.",
    "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..",
    "12..4......5.69.1...9...5.........7.7...52.9..3......2.9.6...5.4..9..8.1..3...9.4",
    "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
    "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..",
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
]

# Per cell (1..81): its row, column and box (1..9).
const CELL_ROW = UInt8[(c - 1) ÷ 9 + 1 for c in 1:81]
const CELL_COL = UInt8[(c - 1) % 9 + 1 for c in 1:81]
const CELL_BOX = UInt8[((c - 1) ÷ 27) * 3 + ((c - 1) % 9) ÷ 3 + 1 for c in 1:81]

const ALL_DIGITS = Int32(0x1ff)

# Fills the empty cells of grid; true when it found a solution (grid holds it),
# false when there is none (grid is back as it was).
function search!(grid::Vector{UInt8}, rows::Vector{Int32}, cols::Vector{Int32},
                 boxes::Vector{Int32}, cell_row::Vector{UInt8}, cell_col::Vector{UInt8},
                 cell_box::Vector{UInt8})
    best = 0
    best_count = 10
    best_free = Int32(0)
    @inbounds for c in 1:81
        if grid[c] == 0
            free = ~(rows[cell_row[c]] | cols[cell_col[c]] | boxes[cell_box[c]]) & ALL_DIGITS
            n = count_ones(free)
            if n < best_count
                best, best_count, best_free = c, n, free
                n <= 1 && break
            end
        end
    end
    best == 0 && return true
    r, k, b = cell_row[best], cell_col[best], cell_box[best]
    free = best_free
    while free != 0
        bit = free & -free
        free &= ~bit
        @inbounds begin
            grid[best] = UInt8(trailing_zeros(bit) + 1)
            rows[r] |= bit
            cols[k] |= bit
            boxes[b] |= bit
        end
        search!(grid, rows, cols, boxes, cell_row, cell_col, cell_box) && return true
        @inbounds begin
            rows[r] &= ~bit
            cols[k] &= ~bit
            boxes[b] &= ~bit
        end
    end
    @inbounds grid[best] = 0
    return false
end

# Solves the puzzle of cells[first:first+80]; a hash of its solution (its digits
# as a number modulo 1e9+7), or -1 when it has none.
function solve(cells::Vector{UInt8}, first::Int, cell_row::Vector{UInt8},
               cell_col::Vector{UInt8}, cell_box::Vector{UInt8})
    grid = Vector{UInt8}(undef, 81)
    for c in 1:81
        grid[c] = cells[first + c - 1]
    end
    rows = zeros(Int32, 9)
    cols = zeros(Int32, 9)
    boxes = zeros(Int32, 9)
    for c in 1:81
        d = grid[c]
        if d != 0
            bit = Int32(1) << (d - 1)
            rows[cell_row[c]] |= bit
            cols[cell_col[c]] |= bit
            boxes[cell_box[c]] |= bit
        end
    end
    search!(grid, rows, cols, boxes, cell_row, cell_col, cell_box) || return -1
    h = 0
    for c in 1:81
        h = (h * 10 + grid[c]) % 1_000_000_007
    end
    return h
end

function solve_all(cells::Vector{UInt8}, times::Int, cell_row::Vector{UInt8},
                   cell_col::Vector{UInt8}, cell_box::Vector{UInt8})
    solved = 0
    checksum = 0
    for t in 1:times
        for first in 1:81:length(cells)
            s = solve(cells, first, cell_row, cell_col, cell_box)
            if s >= 0
                solved += 1
                checksum += s
            end
        end
    end
    return solved, checksum
end

function main()
    times = isempty(ARGS) ? 50 : parse(Int, ARGS[1])
    cells = UInt8[]
    for p in PUZZLES
        for ch in p
            push!(cells, ch == '.' ? 0x00 : UInt8(ch - '0'))
        end
    end
    solved, checksum = solve_all(cells, times, CELL_ROW, CELL_COL, CELL_BOX)
    println(solved, " ", checksum)
end

main()
