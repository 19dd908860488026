"""fib: doubly recursive Fibonacci. Measures the cost of calls and returns.

Usage: fib.py [N]   (default 35); prints fib(N).
"""
import sys


def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 35
    print(fib(n))


main()
