"""array-sum: sum a list of N integers 300 times with `for x in v`.

Measures the iterator protocol over a list.
Usage: array-sum.py [N]   (default 100000); prints the sum of all passes.
"""
import sys

PASSES = 300


def make_values(n):
    v = [0] * n
    for i in range(1, n + 1):
        v[i - 1] = (i * 7919) % 1000
    return v


def sum_values(v):
    s = 0
    for x in v:
        s += x
    return s


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 100000
    v = make_values(n)
    total = 0
    for _ in range(PASSES):
        total += sum_values(v)
    print(total)


main()
