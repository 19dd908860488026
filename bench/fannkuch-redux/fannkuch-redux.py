"""fannkuch-redux: count prefix reversals over all permutations of 0..N-1.

For every permutation, repeatedly reverse the first k+1 elements, where k is the
first element, until the first element is 0. Measures small-array indexing and
permutation generation.
Usage: fannkuch-redux.py [N]   (default 10); prints the checksum (flip counts
summed with alternating signs, in generation order) and the largest flip count.
"""
import sys


def count_flips(perm):
    """Number of prefix reversals that bring 0 to the front of perm (modified in place)."""
    flips = 0
    k = perm[0]
    while k != 0:
        i = 0
        j = k
        while i < j:
            perm[i], perm[j] = perm[j], perm[i]
            i += 1
            j -= 1
        flips += 1
        k = perm[0]
    return flips


def fannkuch(n):
    perm1 = list(range(n))  # the current permutation
    perm = [0] * n          # the copy that gets flipped
    rotations = [0] * n     # rotations[r]: rotations left at level r
    max_flips = 0
    checksum = 0
    perm_index = 0
    r = n
    while True:
        while r != 1:
            rotations[r - 1] = r
            r -= 1
        for i in range(n):
            perm[i] = perm1[i]
        flips = count_flips(perm)
        max_flips = max(max_flips, flips)
        checksum += flips if perm_index % 2 == 0 else -flips
        # Next permutation: rotate the first r+1 elements left by one; when the
        # level has done all its rotations, move up a level.
        while True:
            if r == n:
                return checksum, max_flips
            head = perm1[0]
            for i in range(r):
                perm1[i] = perm1[i + 1]
            perm1[r] = head
            rotations[r] -= 1
            if rotations[r] > 0:
                break
            r += 1
        perm_index += 1


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    checksum, max_flips = fannkuch(n)
    print(checksum, max_flips)


main()
