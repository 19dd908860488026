"""binary-trees: build and walk many complete binary trees.

One "stretch" tree of depth N+1, one long-lived tree of depth N kept until the
end, and for each depth d = 4, 6, …, N, 2^(N-d+4) short-lived trees of depth d.
Measures allocation and GC.
Usage: binary-trees.py [N]   (default 16); prints the total number of nodes visited.
"""
import sys


def make_tree(depth):
    """A node is the pair (left, right); a leaf is (None, None)."""
    if depth == 0:
        return (None, None)
    return (make_tree(depth - 1), make_tree(depth - 1))


def check(tree):
    """Number of nodes in the tree."""
    left, right = tree
    if left is None:
        return 1
    return 1 + check(left) + check(right)


def binary_trees(n):
    min_depth = 4
    max_depth = max(min_depth + 2, n)
    total = check(make_tree(max_depth + 1))
    long_lived = make_tree(max_depth)
    for depth in range(min_depth, max_depth + 1, 2):
        iterations = 1 << (max_depth - depth + min_depth)
        for _ in range(iterations):
            total += check(make_tree(depth))
    total += check(long_lived)
    return total


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 16
    print(binary_trees(n))


main()
