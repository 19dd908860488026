"""loop: a counted loop of integer arithmetic, s += i % 7 for i in 1..N.

Measures loop overhead and integer operations.
Usage: loop.py [N]   (default 100000000); prints the sum.
"""
import sys


def loop(n):
    s = 0
    for i in range(1, n + 1):
        s += i % 7
    return s


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 100000000
    print(loop(n))


main()
