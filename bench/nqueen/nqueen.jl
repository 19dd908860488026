# nqueen: count the placements of N queens on an N×N board, none attacking
# another, by backtracking over rows with bitmasks of the attacked columns and
# diagonals kept per row in typed arrays (no recursion).
# Usage: nqueen.jl [N]   (default 15); prints the number of solutions.

function nqueens(n::Int)
    full = Int32((1 << n) - 1)
    cols = zeros(Int32, n + 1)   # columns taken by the queens above row r
    left = zeros(Int32, n + 1)   # squares of row r attacked along ↘ diagonals
    right = zeros(Int32, n + 1)  # squares of row r attacked along ↙ diagonals
    free = zeros(Int32, n + 1)   # squares of row r not tried yet
    count = 0
    r = 1
    @inbounds free[1] = full
    @inbounds while r > 0
        f = free[r]
        if f == 0
            r -= 1                      # every square of this row tried: back up
            continue
        end
        bit = f & -f                    # the lowest free square
        free[r] = f & ~bit
        if r == n
            count += 1
            continue
        end
        c = cols[r] | bit
        l = ((left[r] | bit) << 1) & full
        rt = (right[r] | bit) >> 1
        cols[r + 1] = c
        left[r + 1] = l
        right[r + 1] = rt
        free[r + 1] = full & ~(c | l | rt)
        r += 1
    end
    return count
end

function main()
    n = isempty(ARGS) ? 15 : parse(Int, ARGS[1])
    println(nqueens(n))
end

main()
