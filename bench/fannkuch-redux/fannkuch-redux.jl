# fannkuch-redux: for every permutation of 0..N-1, repeatedly reverse the head
# k+1 elements, where k is the first element, until the first element is 0.
# Measures small-array indexing and permutation generation.
# Usage: fannkuch-redux.jl [N]   (default 10); prints the checksum (flip counts
# summed with alternating signs, in generation order) and the largest flip count.

# Number of prefix reversals that bring 0 to the front of perm (modified in place).
function count_flips!(perm::Vector{Int})
    flips = 0
    k = perm[1]
    while k != 0
        i = 1
        j = k + 1
        while i < j
            perm[i], perm[j] = perm[j], perm[i]
            i += 1
            j -= 1
        end
        flips += 1
        k = perm[1]
    end
    return flips
end

function fannkuch(n::Int)
    perm1 = collect(0:n-1)       # the current permutation
    perm = zeros(Int, n)         # the copy that gets flipped
    rotations = zeros(Int, n)    # rotations[r]: rotations left at level r
    max_flips = 0
    checksum = 0
    perm_index = 0
    r = n
    while true
        while r != 1
            rotations[r] = r
            r -= 1
        end
        for i in 1:n
            perm[i] = perm1[i]
        end
        flips = count_flips!(perm)
        max_flips = max(max_flips, flips)
        checksum += perm_index % 2 == 0 ? flips : -flips
        # Next permutation: rotate the first r+1 elements left by one; when the
        # level has done all its rotations, move up a level.
        while true
            if r == n
                return checksum, max_flips
            end
            head = perm1[1]
            for i in 1:r
                perm1[i] = perm1[i + 1]
            end
            perm1[r + 1] = head
            rotations[r + 1] -= 1
            if rotations[r + 1] > 0
                break
            end
            r += 1
        end
        perm_index += 1
    end
end

function main()
    n = isempty(ARGS) ? 10 : parse(Int, ARGS[1])
    checksum, max_flips = fannkuch(n)
    println(checksum, " ", max_flips)
end

main()
